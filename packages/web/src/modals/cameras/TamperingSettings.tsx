import { EXTERNAL_PROTOCOLS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { TamperingConfig } from '../../lib/cameraSettings';

/** tp config: which tampering kinds to detect, and optionally the device's own credentials. */
export function TamperingSettings({ config, onChange }: { config: TamperingConfig; onChange: (c: TamperingConfig) => void }) {
  const intl = useIntl();
  const cred = config.cameraCredentials;
  const setCred = (patch: Partial<NonNullable<TamperingConfig['cameraCredentials']>>) =>
    cred && onChange({ ...config, cameraCredentials: { ...cred, ...patch } });
  const required = (v: string) => (v.trim() ? undefined : intl.formatMessage({ id: 'form.required' }));
  return (
    <div className="flex flex-col gap-3">
      <CheckboxField
        label={intl.formatMessage({ id: 'tp.detectTampering' })}
        checked={config.detectTampering}
        onChange={(e) => onChange({ ...config, detectTampering: e.target.checked })}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'tp.detectBlurring' })}
        checked={config.detectBlurring}
        onChange={(e) => onChange({ ...config, detectBlurring: e.target.checked })}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'tp.detectFlashing' })}
        checked={config.detectFlashing}
        onChange={(e) => onChange({ ...config, detectFlashing: e.target.checked })}
      />
      <CheckboxField
        label={intl.formatMessage({ id: 'tp.useCredentials' })}
        hint={intl.formatMessage({ id: 'tp.useCredentialsHint' })}
        checked={!!cred}
        onChange={(e) =>
          onChange({ ...config, cameraCredentials: e.target.checked ? { brand: 'hikvision', host: '', port: '80', username: '', password: '' } : null })
        }
      />
      {cred && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">{intl.formatMessage({ id: 'tp.credentials' })}</legend>
          <SelectField label={intl.formatMessage({ id: 'tp.brand' })} value={cred.brand} onChange={(e) => setCred({ brand: e.target.value })}>
            {EXTERNAL_PROTOCOLS.map((b) => (
              <option key={b} value={b}>
                {b === 'hikvision' ? 'Hikvision' : 'Dahua'}
              </option>
            ))}
          </SelectField>
          <TextField
            label={intl.formatMessage({ id: 'camera.host' })}
            value={cred.host}
            error={required(cred.host)}
            onChange={(e) => setCred({ host: e.target.value })}
          />
          <TextField
            label={intl.formatMessage({ id: 'camera.port' })}
            inputMode="numeric"
            value={cred.port}
            error={/^\d+$/.test(cred.port) && Number(cred.port) >= 1 && Number(cred.port) <= 65535 ? undefined : intl.formatMessage({ id: 'camera.rule.port' })}
            onChange={(e) => setCred({ port: e.target.value })}
          />
          <TextField
            label={intl.formatMessage({ id: 'camera.username' })}
            value={cred.username}
            error={required(cred.username)}
            onChange={(e) => setCred({ username: e.target.value })}
          />
          <TextField
            label={intl.formatMessage({ id: 'camera.password' })}
            type="password"
            autoComplete="new-password"
            value={cred.password}
            error={cred.password ? undefined : intl.formatMessage({ id: 'tp.passwordAgain' })}
            onChange={(e) => setCred({ password: e.target.value })}
          />
        </fieldset>
      )}
    </div>
  );
}
