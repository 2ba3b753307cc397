import { EVENT_TYPES, MATCH_KINDS, SUBSCRIPTION_KINDS } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useSaveSubscription, useSubscription, type Subscription } from '../../api/subscriptions';
import { Alert } from '../../components/Alert';
import { CheckboxField } from '../../components/CheckboxField';
import { LeaveGuard } from '../../components/LeaveGuard';
import { PageHeader } from '../../components/PageHeader';
import { SelectField } from '../../components/SelectField';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import type { MessageId } from '../../i18n/messages/en';
import {
  applicable,
  checkValues,
  dslErrorPosition,
  emptyValues,
  formFieldOf,
  fromSubscription,
  listKindFor,
  reasonWords,
  reasonsFor,
  toBody,
  type SubscriptionValues,
} from '../../lib/subscriptionForm';
import { WorktimeEditor } from '../../modals/cameras/WorktimeEditor';
import { EditedItem, NotifyFormButtons } from './NotifyFormParts';
import { RefSelect } from './RefSelect';
import { useNotifyForm } from './useNotifyForm';

/** /subscriptions/new and /subscriptions/{subscriptionId}/edit. */
export default function SubscriptionFormPage() {
  const params = useParams();
  const id = params.subscriptionId ? Number(params.subscriptionId) : null;
  const existing = useSubscription(id ?? 0);
  return (
    <EditedItem id={id} query={existing} what="subscription">
      {(subscription) => <Form key={id ?? 'new'} subscription={subscription} />}
    </EditedItem>
  );
}

function Form({ subscription }: { subscription: Subscription | null }) {
  const intl = useIntl();
  const save = useSaveSubscription(subscription?.id ?? null);
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const {
    values: v,
    set,
    errors,
    submit,
    unsaved,
  } = useNotifyForm({
    initial: () => (subscription ? fromSubscription(subscription) : emptyValues()),
    save,
    check: checkValues,
    problemText: { required: t('form.required'), tooShort: t('form.tooShort', { min: 3 }), noHours: t('notify.sub.noHours') },
    toBody,
    fieldOf: formFieldOf,
    savedText: t('notify.sub.saved'),
    backTo: '/subscriptions',
  });
  const a = applicable(v);
  const listKind = listKindFor(v.eventType, v.listKind);

  const dslPos = dslErrorPosition(errors.dsl);
  const title = subscription ? t('notify.sub.editTitle', { name: subscription.name }) : t('notify.sub.new');
  return (
    <div className="max-w-3xl">
      <LeaveGuard when={unsaved} />
      <PageHeader title={title} />
      {subscription?.isStale && <Alert kind="warning">{t('notify.sub.staleHelp')}</Alert>}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-5">
        {errors.form && <Alert>{errors.form}</Alert>}
        <TextField label={t('notify.sub.name')} value={v.name} error={errors.name} onChange={(e) => set('name', e.target.value)} autoFocus={!subscription} />
        <SelectField
          label={t('notify.sub.kind')}
          value={v.kind}
          error={errors.kind}
          onChange={(e) => set('kind', e.target.value as SubscriptionValues['kind'])}
        >
          {SUBSCRIPTION_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`notify.kind.${k}` as MessageId)}
            </option>
          ))}
        </SelectField>
        {a.eventType && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('notify.sub.eventType')}
              value={v.eventType}
              error={errors.eventType}
              onChange={(e) => set('eventType', e.target.value as SubscriptionValues['eventType'], { eventReason: '' })}
            >
              <option value="">{t('notify.any')}</option>
              {EVENT_TYPES.map((k) => (
                <option key={k} value={k}>
                  {t(`notify.eventType.${k}` as MessageId)}
                </option>
              ))}
            </SelectField>
            {a.eventReason && (
              <SelectField label={t('notify.sub.reason')} value={v.eventReason} error={errors.eventReason} onChange={(e) => set('eventReason', e.target.value)}>
                <option value="">{t('notify.any')}</option>
                {reasonsFor(v.eventType).map((r) => (
                  <option key={r} value={r}>
                    {reasonWords(r)}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
        )}
        {a.matchKind && (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('notify.sub.matchKind')}
              value={v.matchKind}
              error={errors.matchKind}
              onChange={(e) => set('matchKind', e.target.value as SubscriptionValues['matchKind'])}
            >
              {MATCH_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`notify.match.${k}` as MessageId)}
                </option>
              ))}
            </SelectField>
            {a.list && v.eventType === '' && (
              <SelectField
                label={t('notify.sub.listKind')}
                value={v.listKind}
                onChange={(e) => set('listKind', e.target.value as SubscriptionValues['listKind'], { list: null, entity: null })}
              >
                <option value="facelist">{t('notify.listKind.facelist')}</option>
                <option value="platelist">{t('notify.listKind.platelist')}</option>
              </SelectField>
            )}
          </div>
        )}
        {a.list && (
          <RefSelect
            key={`list-${listKind}`}
            kind={listKind}
            label={v.matchKind === 'entity' ? t('notify.sub.listNarrow') : t('notify.sub.list')}
            anyLabel={v.matchKind === 'entity' ? t('notify.anyList') : t('form.choose')}
            value={v.list}
            error={errors.list}
            onChange={(r) => set('list', r, { entity: null })}
          />
        )}
        {a.entity && (
          <RefSelect
            key={`entity-${listKind}-${v.list?.id ?? 0}`}
            kind={listKind === 'platelist' ? 'plate' : 'face'}
            label={t(listKind === 'platelist' ? 'notify.sub.plate' : 'notify.sub.face')}
            anyLabel={t('form.choose')}
            value={v.entity}
            error={errors.entity}
            extra={v.list ? (listKind === 'platelist' ? { platelistId: v.list.id } : { facelistId: v.list.id }) : {}}
            onChange={(r) => set('entity', r)}
          />
        )}
        <RefSelect
          kind="place"
          label={t('notify.sub.place')}
          anyLabel={t('notify.anyPlace')}
          value={v.place}
          error={errors.place}
          onChange={(r) => set('place', r)}
        />
        {a.camera && (
          <RefSelect
            kind="camera"
            label={t('notify.sub.camera')}
            anyLabel={t('notify.anyCamera')}
            value={v.camera}
            error={errors.camera}
            onChange={(r) => set('camera', r)}
          />
        )}
        {a.situation && (
          <RefSelect
            kind="situation"
            label={t('notify.sub.situation')}
            anyLabel={t('notify.anySituation')}
            value={v.situation}
            error={errors.situation}
            onChange={(r) => set('situation', r)}
          />
        )}
        {a.sensor && (
          <RefSelect
            kind="sensor"
            label={t('notify.sub.sensor')}
            anyLabel={t('notify.anySensor')}
            value={v.sensor}
            error={errors.sensor}
            onChange={(r) => set('sensor', r)}
          />
        )}
        <div className="flex flex-col gap-2">
          <CheckboxField
            label={t('notify.sub.worktimeOn')}
            hint={t('notify.sub.worktimeHint')}
            checked={v.worktimeOn}
            onChange={(e) => set('worktimeOn', e.target.checked)}
          />
          {v.worktimeOn && (
            <div className="overflow-x-auto">
              <WorktimeEditor label={t('notify.sub.worktime')} value={v.worktime} onChange={(w) => set('worktime', w)} />
            </div>
          )}
          {errors.worktime && <p className="text-sm text-red-700">{errors.worktime}</p>}
        </div>
        <div className="flex flex-col gap-1">
          <TextAreaField
            label={t('notify.sub.dsl')}
            value={v.dsl}
            error={errors.dsl}
            rows={3}
            spellCheck={false}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
            placeholder="number ~ 'A1' and top_priority >= 5"
            onChange={(e) => set('dsl', e.target.value)}
          />
          {dslPos !== null && (
            <pre aria-hidden="true" data-testid="dsl-caret" className="overflow-x-auto rounded bg-red-50 px-2 py-1 font-mono text-xs text-red-800">
              {`${v.dsl}\n${' '.repeat(Math.max(0, dslPos - 1))}^`}
            </pre>
          )}
          <details className="text-sm text-slate-600">
            <summary className="cursor-pointer">{t('notify.sub.dslHelpTitle')}</summary>
            <p className="mt-1">{t(v.kind === 'sensorreading' ? 'notify.sub.dslHelpReadings' : 'notify.sub.dslHelp')}</p>
          </details>
        </div>
        <NotifyFormButtons editing={!!subscription} busy={save.isPending} backTo="/subscriptions" />
      </form>
    </div>
  );
}
