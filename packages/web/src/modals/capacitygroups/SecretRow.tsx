import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';

/** A secret shown once, with a copy button. */
export function SecretRow({ label, value }: { label: string; value: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium text-slate-700">{label}</span>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded bg-slate-100 px-2 py-1.5 text-xs">{value}</code>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true));
          }}
          aria-label={intl.formatMessage({ id: 'secret.copyNamed' }, { name: label })}
        >
          {intl.formatMessage({ id: copied ? 'secret.copied' : 'secret.copy' })}
        </Button>
      </div>
    </div>
  );
}
