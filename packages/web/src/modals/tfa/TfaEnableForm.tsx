import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { useBeginTfa, useEnableTfa } from '../../api/tfa';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { OtpInput } from '../../components/OtpInput';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { LOGIN_ERROR_MESSAGES } from '../../pages/login/loginErrors';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';

/** Enrolment: the QR of the otpauth URI and the key, then a code from the app turns 2FA on. */
export function TfaEnableForm({ onDone }: { onDone?: () => void }) {
  const intl = useIntl();
  const begin = useBeginTfa();
  const enable = useEnableTfa();
  const started = useRef(false);
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin.mutate(undefined, {
      onSuccess: (data) => void QRCode.toDataURL(data.otpauthUri, { margin: 1, width: 192 }).then(setQr),
    });
  }, [begin]);

  const submit = () => {
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setError(intl.formatMessage({ id: '1x1SRJ' }));
      return;
    }
    setError(null);
    enable.mutate(digits, {
      onSuccess: () => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'tfa.enabled' }) });
        onDone?.();
      },
      onError: (e) => {
        if (!isApiError(e)) return;
        const d = describeError(e, LOGIN_ERROR_MESSAGES);
        setError(intl.formatMessage({ id: d.id as MessageId }, d.values));
        setCode('');
      },
    });
  };

  if (begin.isError) {
    return <LoadError error={begin.error} onRetry={() => begin.mutate()} failed="app.somethingWrong" />;
  }
  if (!begin.data) return <Spinner />;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'tfa.scan' })}</p>
      <div className="flex flex-col items-center gap-2">
        {qr ? (
          <img src={qr} alt={intl.formatMessage({ id: 'tfa.qr' })} width={192} height={192} className="rounded border border-slate-200" />
        ) : (
          <div className="h-48 w-48 rounded bg-slate-100" />
        )}
        <p className="text-xs text-slate-500">{intl.formatMessage({ id: 'tfa.secret' })}</p>
        <code data-testid="tfa-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all select-all">
          {begin.data.secret}
        </code>
      </div>
      {error && <Alert>{error}</Alert>}
      <OtpInput value={code} onChange={setCode} label={intl.formatMessage({ id: 'tfa.code' })} invalid={!!error} />
      <div>
        <Button type="submit" disabled={enable.isPending}>
          {intl.formatMessage({ id: 'tfa.enable' })}
        </Button>
      </div>
    </form>
  );
}
