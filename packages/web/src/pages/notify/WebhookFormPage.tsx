import { WEBHOOK_CONTENT_TYPES, WEBHOOK_KINDS, WEBHOOK_METHODS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useConfig } from '../../api/config';
import { useSubscriptionList } from '../../api/subscriptions';
import { useSaveWebhook, useWebhook, type Webhook } from '../../api/webhooks';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { LeaveGuard } from '../../components/LeaveGuard';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { MessageId } from '../../i18n/messages/en';
import { RATE_BOUNDS, checkWebhook, newValues, toWebhookBody, valuesOf, webhookFieldOf, type StoredWebhook, type WebhookValues } from '../../lib/webhookForm';
import { EditedItem, NotifyFormButtons } from './NotifyFormParts';
import { useNotifyForm } from './useNotifyForm';

/** /webhooks/new and /webhooks/{id}/edit. Stored secrets are never shown: blank keeps them. */
export default function WebhookFormPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const existing = useWebhook(id ?? 0);
  return (
    <EditedItem id={id} query={existing} what="webhook">
      {(webhook) => <Form key={id ?? 'new'} webhook={webhook} />}
    </EditedItem>
  );
}

function storedOf(w: Webhook): StoredWebhook {
  const a = w.authentication;
  return { ...w, authentication: a === null ? null : a.type === 'basic' ? { type: 'basic', username: a.username } : { type: 'bearer' } };
}

function Form({ webhook }: { webhook: Webhook | null }) {
  const intl = useIntl();
  const config = useConfig();
  const save = useSaveWebhook(webhook?.id ?? null);
  const subs = useSubscriptionList(null);
  const stored = webhook ? storedOf(webhook) : null;
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const {
    values: v,
    set,
    errors,
    submit,
    unsaved,
  } = useNotifyForm({
    initial: () => (stored ? valuesOf(stored) : newValues({ rateDuration: config.webhookRateDuration, rateLimit: config.webhookRateLimit })),
    save,
    check: (values) => checkWebhook(values, stored?.authentication),
    problemText: {
      tooShort: t('form.tooShort', { min: 3 }),
      url: t('notify.hook.urlRule'),
      required: t('form.required'),
      range: t('notify.hook.rangeRule'),
      secretRequired: t('notify.hook.secretRequired'),
    },
    toBody: (values) => toWebhookBody(values, stored?.authentication),
    fieldOf: webhookFieldOf,
    savedText: t('notify.hook.saved'),
    backTo: '/webhooks',
  });

  const text = (
    k: 'name' | 'url' | 'rateDuration' | 'rateLimit' | 'token' | 'username' | 'password',
    label: MessageId,
    extra: Record<string, unknown> = {},
  ) => <TextField label={t(label)} value={v[k]} error={errors[k]} onChange={(e) => set(k, e.target.value)} {...extra} />;
  const keepHint = (type: 'bearer' | 'basic') => (stored?.authentication?.type === type ? t('notify.hook.secretKept') : undefined);

  return (
    <div className="max-w-3xl">
      <LeaveGuard when={unsaved} />
      <PageHeader title={webhook ? t('notify.hook.editTitle', { name: webhook.name }) : t('notify.hook.new')} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        {errors.form && <Alert>{errors.form}</Alert>}
        {text('name', 'notify.hook.name', { autoFocus: !webhook })}
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          <SelectField
            label={t('notify.hook.method')}
            value={v.method}
            error={errors.method}
            onChange={(e) => set('method', e.target.value as WebhookValues['method'])}
          >
            {WEBHOOK_METHODS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </SelectField>
          {text('url', 'notify.hook.url', { placeholder: 'https://control-room.example/hooks/argus', inputMode: 'url' })}
        </div>
        <SelectField
          label={t('notify.hook.subscription')}
          value={v.subscriptionId}
          error={errors.subscriptionId}
          onChange={(e) => set('subscriptionId', e.target.value)}
        >
          <option value="">{t('form.choose')}</option>
          {subs.data?.subscriptions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        {subs.isError && <LoadError error={subs.error} onRetry={() => void subs.refetch()} failed="notify.ref.failed" />}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('notify.hook.contentType')}
            value={v.contentType}
            error={errors.contentType}
            onChange={(e) => set('contentType', e.target.value as WebhookValues['contentType'])}
          >
            {WEBHOOK_CONTENT_TYPES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('notify.hook.kind')} value={v.kind} error={errors.kind} onChange={(e) => set('kind', e.target.value as WebhookValues['kind'])}>
            {WEBHOOK_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`notify.hook.kind.${k}` as MessageId)}
              </option>
            ))}
          </SelectField>
        </div>
        {v.kind === 'template' && (
          <div className="flex flex-col gap-1">
            <TextAreaField
              label={t('notify.hook.template')}
              value={v.template}
              error={errors.template}
              rows={6}
              spellCheck={false}
              style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
              placeholder={'{"text": "{{event.origin.camera_name}}: {{event.event.reason}}", "event": {{{event}}}}'}
              onChange={(e) => set('template', e.target.value)}
            />
            <p className="text-sm text-slate-600">{t('notify.hook.templateHelp')}</p>
          </div>
        )}
        <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">{t('notify.hook.auth')}</legend>
          <SelectField label={t('notify.hook.authType')} value={v.authType} onChange={(e) => set('authType', e.target.value as WebhookValues['authType'])}>
            <option value="none">{t('notify.hook.auth.none')}</option>
            <option value="bearer">{t('notify.hook.auth.bearer')}</option>
            <option value="basic">{t('notify.hook.auth.basic')}</option>
          </SelectField>
          {v.authType === 'bearer' && text('token', 'notify.hook.token', { type: 'password', autoComplete: 'new-password', placeholder: keepHint('bearer') })}
          {v.authType === 'basic' && (
            <div className="grid gap-4 sm:grid-cols-2">
              {text('username', 'notify.hook.username', { autoComplete: 'off' })}
              {text('password', 'notify.hook.password', { type: 'password', autoComplete: 'new-password', placeholder: keepHint('basic') })}
            </div>
          )}
          {stored?.authentication && v.authType !== 'none' && <p className="text-sm text-slate-600">{t('notify.hook.secretWriteOnly')}</p>}
        </fieldset>
        <fieldset className="flex flex-col gap-3 rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">{t('notify.hook.rate')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text('rateLimit', 'notify.hook.rateLimit', { inputMode: 'numeric', min: RATE_BOUNDS.limit[0], max: RATE_BOUNDS.limit[1] })}
            {text('rateDuration', 'notify.hook.rateDuration', { inputMode: 'numeric', min: RATE_BOUNDS.duration[0], max: RATE_BOUNDS.duration[1] })}
          </div>
        </fieldset>
        <CheckboxField label={t('notify.hook.tlsVerify')} checked={v.tlsVerify} onChange={(e) => set('tlsVerify', e.target.checked)} />
        <CheckboxField label={t('notify.hook.isEnabled')} checked={v.isEnabled} onChange={(e) => set('isEnabled', e.target.checked)} />
        <NotifyFormButtons editing={!!webhook} busy={save.isPending} backTo="/webhooks" />
      </form>
    </div>
  );
}
