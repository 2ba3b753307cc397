import { TIMING } from '@argus/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { isApiError } from '../../api/errors';
import { signIn } from '../../auth/session';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { OtpInput } from '../../components/OtpInput';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { LanguageSwitcher } from '../../app/layout/LanguageSwitcher';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import { LOGIN_ERROR_MESSAGES } from './loginErrors';

interface Fields {
  username: string;
  password: string;
}

/** Sign-in: username and password, then a 6-digit code when the server asks for one. */
export default function LoginPage() {
  const intl = useIntl();
  const { productTitle } = useConfig();
  const [step, setStep] = useState<'base' | '2fa'>('base');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, getValues, formState } = useForm<Fields>({ defaultValues: { username: '', password: '' } });
  const required = intl.formatMessage({ id: 'Ij5xgw' });

  const attempt = async (withCode?: string) => {
    setBusy(true);
    setError(null);
    try {
      const { username, password } = getValues();
      await signIn({ username, password, ...(withCode ? { code: withCode } : {}) });
      showToast({ kind: 'success', text: intl.formatMessage({ id: 'login.success' }) });
    } catch (e) {
      if (isApiError(e) && e.type === 'token_missing_code') {
        setStep('2fa');
        setCode('');
      } else if (isApiError(e)) {
        const d = describeError(e, LOGIN_ERROR_MESSAGES);
        setError(intl.formatMessage({ id: d.id as MessageId }, d.values));
        if (e.type === 'token_invalid_code') setCode('');
      } else {
        setError(intl.formatMessage({ id: 'app.somethingWrong' }));
      }
    } finally {
      setBusy(false);
    }
  };

  const submitCode = () => {
    const digits = code.replace(/\D/g, '');
    if (digits.length !== TIMING.loginCodeLength) {
      setCodeError(intl.formatMessage({ id: '1x1SRJ' }));
      return;
    }
    setCodeError(null);
    void attempt(digits);
  };

  return (
    <main className="flex min-h-full items-start justify-center px-4 py-10 sm:items-center">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-between gap-4">
          <p className="text-2xl font-semibold text-slate-900">{productTitle}</p>
          <LanguageSwitcher compact />
        </div>
        <div className="rounded-lg border border-slate-200 bg-surface p-6 shadow-sm sm:p-8">
          {step === 'base' ? (
            <form noValidate onSubmit={handleSubmit(() => attempt())} className="flex flex-col gap-4">
              <h1 className="text-xl font-semibold">{intl.formatMessage({ id: 'login.title' })}</h1>
              {error && <Alert>{error}</Alert>}
              <TextField
                label={intl.formatMessage({ id: 'login.username' })}
                autoComplete="username"
                autoFocus
                error={formState.errors.username?.message}
                {...register('username', { validate: (v) => v.trim() !== '' || required })}
              />
              <TextField
                label={intl.formatMessage({ id: 'login.password' })}
                type="password"
                autoComplete="current-password"
                error={formState.errors.password?.message}
                {...register('password', { validate: (v) => v !== '' || required })}
              />
              <Button type="submit" disabled={busy} className="mt-2 w-full">
                {intl.formatMessage({ id: 'login.submit' })}
              </Button>
            </form>
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submitCode();
              }}
              className="flex flex-col gap-4"
            >
              <h1 className="text-xl font-semibold">{intl.formatMessage({ id: 'login.codeTitle' })}</h1>
              <p id="code-help" className="text-sm text-slate-600">
                {intl.formatMessage({ id: 'login.codeText' })}
              </p>
              {error && <Alert>{error}</Alert>}
              <OtpInput
                value={code}
                onChange={(v) => {
                  setCode(v);
                  setCodeError(null);
                }}
                label={intl.formatMessage({ id: 'login.code' })}
                invalid={!!codeError}
                autoFocus
                describedBy="code-help"
              />
              {codeError && <p className="text-sm text-red-700">{codeError}</p>}
              <div className="mt-2 flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setStep('base');
                    setCode('');
                    setError(null);
                    setCodeError(null);
                  }}
                >
                  {intl.formatMessage({ id: 'app.back' })}
                </Button>
                <Button type="submit" disabled={busy} className="flex-1">
                  {intl.formatMessage({ id: 'login.verify' })}
                </Button>
              </div>
            </form>
          )}
        </div>
      </div>
    </main>
  );
}
