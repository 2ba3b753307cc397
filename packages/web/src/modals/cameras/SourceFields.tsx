import { CAMERA_TRANSPORTS, EXTERNAL_EVENT_TYPES, EXTERNAL_PROTOCOLS, INTERNAL_PROTOCOLS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../components/CheckboxField';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import type { MessageId } from '../../i18n/messages/en';
import { buildAddress, isExternal, isInternal, withProtocol, type SourceField, type SourceValues } from '../../lib/cameraSource';

/**
 * The source form (section 5): internal rtsp/rtmp or external hikvision/dahua fields. `errors`
 * holds message ids per field (rules) or server texts.
 */
export function SourceFields({
  values,
  onChange,
  errors,
  passwordHint,
}: {
  values: SourceValues;
  onChange: (v: SourceValues) => void;
  errors: Partial<Record<SourceField, string>>;
  passwordHint?: boolean;
}) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const set = (patch: Partial<SourceValues>) => onChange({ ...values, ...patch });
  const text = (field: SourceField, label: MessageId, extra: Record<string, unknown> = {}) => (
    <TextField label={t(label)} value={values[field]} error={errors[field]} onChange={(e) => set({ [field]: e.target.value })} {...extra} />
  );
  const internal = isInternal(values.protocol);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('camera.source')}</legend>
      <SelectField
        label={t('camera.protocol')}
        value={values.protocol}
        error={errors.protocol}
        onChange={(e) => onChange(withProtocol(values, e.target.value))}
      >
        <optgroup label={t('camera.internal')}>
          {INTERNAL_PROTOCOLS.map((p) => (
            <option key={p} value={p}>
              {p.toUpperCase()}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('camera.external')}>
          {EXTERNAL_PROTOCOLS.map((p) => (
            <option key={p} value={p}>
              {p === 'hikvision' ? 'Hikvision' : 'Dahua'}
            </option>
          ))}
        </optgroup>
      </SelectField>
      {text('host', 'camera.host', { placeholder: '192.168.1.64', autoComplete: 'off' })}
      {text('port', 'camera.port', { inputMode: 'numeric' })}
      {internal && text('path', 'camera.path', { placeholder: '/Streaming/Channels/101' })}
      {text('username', 'camera.username', { autoComplete: 'off' })}
      <TextField
        label={t('camera.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        placeholder={passwordHint ? t('camera.passwordKept') : undefined}
        onChange={(e) => set({ password: e.target.value })}
      />
      {internal && (
        <SelectField label={t('camera.transport')} value={values.transport} error={errors.transport} onChange={(e) => set({ transport: e.target.value })}>
          {CAMERA_TRANSPORTS.map((p) => (
            <option key={p} value={p}>
              {p.toUpperCase()}
            </option>
          ))}
        </SelectField>
      )}
      {isExternal(values.protocol) && (
        <>
          <SelectField label={t('camera.eventType')} value={values.eventType} error={errors.eventType} onChange={(e) => set({ eventType: e.target.value })}>
            {EXTERNAL_EVENT_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`camera.module.${p}`)}
              </option>
            ))}
          </SelectField>
          <div className="self-end pb-2">
            <CheckboxField label={t('camera.ptz')} checked={values.ptz} onChange={(e) => set({ ptz: e.target.checked })} />
          </div>
        </>
      )}
      <p className="text-sm text-slate-600 sm:col-span-2">
        {t('camera.address')}: <code className="break-all rounded bg-slate-100 px-1">{buildAddress(values)}</code>
      </p>
    </fieldset>
  );
}

/** Message ids of the section-5 rules. */
export const SOURCE_RULE_MESSAGES: Record<string, MessageId> = {
  required: 'form.required',
  protocol: 'camera.rule.protocol',
  host: 'camera.rule.host',
  number: 'camera.rule.number',
  port: 'camera.rule.port',
  pathSlash: 'camera.rule.pathSlash',
  transport: 'camera.rule.transport',
  eventType: 'camera.rule.eventType',
};
