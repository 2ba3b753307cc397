import { STORAGE_KEYS } from '@argus/contracts';
import { useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchText } from '../../api/client';
import { useConfig } from '../../api/config';
import { useUpdateMe } from '../../api/me';
import { signOut } from '../../auth/session';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { showToast } from '../../components/toastStore';
import { useLanguage } from '../../i18n/I18nProvider';
import { setBackgroundPaused } from '../background';

function Skeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      {[90, 100, 80, 95, 60].map((w, i) => (
        <div key={i} className="h-4 rounded bg-slate-200" style={{ width: `${w}%`, animation: 'skeleton 1.5s ease-in-out infinite' }} />
      ))}
    </div>
  );
}

/** Gate 3: the licence agreement over the app until the configured version is accepted. */
export function LicenseAgreementModal({ version, content }: { version: string; content: Record<string, string> }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { fallbackLocale } = useConfig();
  const [agreed, setAgreed] = useState(false);
  const checkboxId = useId();
  const update = useUpdateMe();
  const url = content[locale] ?? content[fallbackLocale] ?? Object.values(content)[0];

  useEffect(() => {
    setBackgroundPaused(true);
    return () => setBackgroundPaused(false);
  }, []);

  const text = useQuery({
    queryKey: ['license-agreement', version, locale, url],
    queryFn: async ({ signal }) => DOMPurify.sanitize(await fetchText(url ?? '', signal)),
    enabled: !!url,
    retry: false,
    meta: { silent: true },
  });

  const accept = () =>
    update.mutate(
      { licenseAgreementAcceptedVersion: version },
      {
        onSuccess: () => {
          try {
            localStorage.setItem(STORAGE_KEYS.licenseAgreement, version);
          } catch {
            // ignore
          }
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'license.accepted' }) });
        },
      },
    );

  return (
    <Modal
      wide
      dismissible={false}
      title={intl.formatMessage({ id: 'license.title' })}
      footer={
        <>
          <Button variant="secondary" onClick={() => void signOut()}>
            {intl.formatMessage({ id: 'app.signOut' })}
          </Button>
          <Button onClick={accept} disabled={!agreed || update.isPending || !text.isSuccess}>
            {intl.formatMessage({ id: 'license.accept' })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {text.isPending && url ? <Skeleton /> : null}
        {text.isError || !url ? <LoadError error={text.error} onRetry={url ? () => void text.refetch() : undefined} failed="license.loadError" /> : null}
        {text.isSuccess && (
          <div
            data-testid="license-text"
            className="prose max-h-[50vh] max-w-none overflow-y-auto rounded border border-slate-200 p-4 text-sm [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_p]:my-2"
            dangerouslySetInnerHTML={{ __html: text.data }}
          />
        )}
        <label htmlFor={checkboxId} className="flex items-center gap-2 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            className="h-4 w-4"
            checked={agreed}
            disabled={!text.isSuccess}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          {intl.formatMessage({ id: 'license.agree' })}
        </label>
      </div>
    </Modal>
  );
}
