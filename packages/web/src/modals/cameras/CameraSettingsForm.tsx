import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCameraPlayback, useDeleteCamera, useUpdateCamera, type Camera } from '../../api/cameras';
import { useConfig } from '../../api/config';
import { isApiError } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { validateSource, type SourceField } from '../../lib/cameraSource';
import { buildUpdate, draftFrom, type CameraLike, type Draft, type DraftPart } from '../../lib/cameraSettings';
import { describeError } from '../../lib/errorText';
import { AnalyticsTab } from './AnalyticsTab';
import { GeneralTab } from './GeneralTab';
import { OnvifTab } from './OnvifTab';
import { ruleTexts, splitServerErrors } from './sourceErrors';
import { StreamingTab } from './StreamingTab';

type Errors = { name?: string; source: Partial<Record<SourceField, string>>; mismatch?: string | null; form: string[] };

const TABS = ['general', 'analytics', 'streaming', 'onvif'] as const;

/** The settings of one camera in four tabs; Save sends only the parts that changed. */
export function CameraSettingsForm({ camera, onClose }: { camera: Camera; onClose: () => void }) {
  const intl = useIntl();
  const config = useConfig();
  const update = useUpdateCamera(camera.id);
  const remove = useDeleteCamera(camera.id);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(camera as unknown as CameraLike));
  const [dirty, setDirty] = useState<ReadonlySet<DraftPart>>(new Set());
  const [tab, setTab] = useState<(typeof TABS)[number]>('general');
  const [errors, setErrors] = useState<Errors>({ source: {}, form: [] });
  const change = (part: DraftPart, patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty((s) => new Set([...s, part]));
  };
  const max = config.roi;
  // Zones are drawn over the live snapshot when a stream server serves the camera.
  const playback = useCameraPlayback(camera.id, !camera.snapshotUrl && camera.streamserverId !== null);

  const save = () => {
    const { body, problems } = buildUpdate(draft, dirty, camera.videoAnalytics.version, max);
    if (problems.length) {
      setErrors({
        ...(problems.includes('name') ? { name: intl.formatMessage({ id: 'form.tooShort' }, { min: 3 }) } : {}),
        source: problems.includes('source') ? ruleTexts(intl, validateSource(draft.source)) : {},
        form: problems.map((p) => intl.formatMessage({ id: `camera.problem.${p}` })),
      });
      if (problems.includes('name') || problems.includes('source')) setTab('general');
      return;
    }
    if (Object.keys(body).length === 0) return onClose();
    update.mutate(body, {
      onSuccess: () => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'camera.saved' }) });
        onClose();
      },
      onError: (err) => {
        const split = splitServerErrors(err);
        const form = [...split.rest];
        if (!form.length && !Object.keys(split.source).length && !split.mismatch) {
          const d = isApiError(err) ? describeError(err) : { id: 'error.internal_error', values: {} };
          form.push(intl.formatMessage({ id: d.id as MessageId }, d.values));
        }
        setErrors({ source: split.source, mismatch: split.mismatch, form });
        if (Object.keys(split.source).length || split.mismatch) setTab('general');
      },
    });
  };

  return (
    <Modal
      wide
      title={intl.formatMessage({ id: 'camera.settingsOf' }, { name: camera.name })}
      onClose={onClose}
      confirmTitle={dirty.size > 0 ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={update.isPending}
      footer={
        <>
          <Button variant="ghost" className="mr-auto" onClick={() => setConfirmingDelete(true)} disabled={remove.isPending}>
            <span className="text-red-700">{intl.formatMessage({ id: 'camera.delete' })}</span>
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button onClick={save} disabled={update.isPending}>
            {intl.formatMessage({ id: 'app.save' })}
          </Button>
        </>
      }
    >
      <ConfirmDialog
        open={confirmingDelete}
        title={intl.formatMessage({ id: 'camera.deleteConfirm' }, { name: camera.name })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={remove.isPending}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              showToast({ kind: 'success', text: intl.formatMessage({ id: 'camera.deleted' }) });
              onClose();
            },
          });
        }}
      />
      {errors.form.length > 0 && (
        <div className="mb-4">
          <Alert>
            <ul>
              {errors.form.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as (typeof TABS)[number])}>
        <Tabs.List aria-label={intl.formatMessage({ id: 'camera.settings' })} className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200">
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t}
              value={t}
              className="min-h-10 shrink-0 border-b-2 border-transparent px-3 text-sm text-slate-600 data-[state=active]:border-brand-600 data-[state=active]:font-medium data-[state=active]:text-brand-800"
            >
              {intl.formatMessage({ id: `camera.tab.${t}` })}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general">
          <GeneralTab
            camera={camera}
            name={draft.name}
            active={draft.active}
            groupId={draft.groupId}
            source={draft.source}
            sourceDirty={dirty.has('source')}
            errors={errors}
            onGeneral={(v) => change('general', v)}
            onGroup={(groupId) => change('group', { groupId })}
            onSource={(source) => change('source', { source })}
            onInvalid={() => setErrors((e) => ({ ...e, source: ruleTexts(intl, validateSource(draft.source)) }))}
          />
        </Tabs.Content>
        <Tabs.Content value="analytics">
          <AnalyticsTab
            modules={draft.modules}
            analytics={draft.analytics}
            max={max}
            snapshotUrl={camera.snapshotUrl ?? playback.data?.snapshot ?? null}
            onChange={(modules, analytics) => change('analytics', { modules, analytics })}
          />
        </Tabs.Content>
        <Tabs.Content value="streaming">
          <StreamingTab value={draft.streaming} onChange={(streaming) => change('streaming', { streaming })} />
        </Tabs.Content>
        <Tabs.Content value="onvif">
          <OnvifTab cameraId={camera.id} saved={!!camera.onvif} draft={draft.onvif} onChange={(onvif) => change('onvif', { onvif })} />
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
