import { useIntl } from 'react-intl';

export function Spinner({ fullPage = false }: { fullPage?: boolean }) {
  const intl = useIntl();
  const spinner = (
    <div role="status" aria-live="polite" className="flex items-center justify-center p-6">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">{intl.formatMessage({ id: 'app.loading' })}</span>
    </div>
  );
  if (!fullPage) return spinner;
  return <div className="flex min-h-full items-center justify-center">{spinner}</div>;
}
