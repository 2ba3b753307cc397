import { ONVIF_IMAGE_SETTINGS } from '@argus/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useOnvifDevice, useOnvifImage, useSetOnvifImage, type Image } from '../../api/onvif';
import { PtzPad } from '../../player/PtzPad';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import type { OnvifDraft } from '../../lib/cameraSettings';

/** ONVIF access of the camera; when saved, the device's facts, imaging sliders and a PTZ pad. */
export function OnvifTab({
  cameraId,
  saved,
  draft,
  onChange,
}: {
  cameraId: number;
  saved: boolean;
  draft: OnvifDraft | null;
  onChange: (d: OnvifDraft | null) => void;
}) {
  const intl = useIntl();
  const set = (patch: Partial<OnvifDraft>) => draft && onChange({ ...draft, ...patch });
  return (
    <div className="flex flex-col gap-6">
      <section className="flex flex-col gap-3">
        <h3 className="font-semibold">{intl.formatMessage({ id: 'onvif.access' })}</h3>
        {draft ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={intl.formatMessage({ id: 'camera.host' })} value={draft.host} onChange={(e) => set({ host: e.target.value })} />
            <TextField
              label={intl.formatMessage({ id: 'camera.port' })}
              inputMode="numeric"
              value={draft.port}
              onChange={(e) => set({ port: e.target.value })}
            />
            <TextField label={intl.formatMessage({ id: 'onvif.login' })} value={draft.login} onChange={(e) => set({ login: e.target.value })} />
            <TextField
              label={intl.formatMessage({ id: 'camera.password' })}
              type="password"
              autoComplete="new-password"
              value={draft.password}
              placeholder={saved ? intl.formatMessage({ id: 'camera.passwordKept' }) : undefined}
              onChange={(e) => set({ password: e.target.value })}
            />
            <div>
              <Button variant="ghost" onClick={() => onChange(null)}>
                {intl.formatMessage({ id: 'onvif.remove' })}
              </Button>
            </div>
          </div>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => onChange({ host: '', port: '80', login: '', password: '' })}>
              {intl.formatMessage({ id: 'onvif.add' })}
            </Button>
          </div>
        )}
      </section>
      {saved && <OnvifDevicePanel cameraId={cameraId} />}
    </div>
  );
}

function OnvifDevicePanel({ cameraId }: { cameraId: number }) {
  const intl = useIntl();
  const device = useOnvifDevice(cameraId);
  if (device.isPending) return <Spinner />;
  if (device.error || !device.data) {
    return <LoadError error={device.error} onRetry={() => void device.refetch()} failed="onvif.unreachable" what="camera" />;
  }
  const d = device.data;
  const facts: [string, string][] = [
    [intl.formatMessage({ id: 'onvif.manufacturer' }), d.manufacturer],
    [intl.formatMessage({ id: 'onvif.model' }), d.model],
    [intl.formatMessage({ id: 'onvif.firmware' }), d.firmwareVersion],
    [intl.formatMessage({ id: 'onvif.serial' }), d.serialNumber],
  ];
  return (
    <>
      <section>
        <h3 className="mb-2 font-semibold">{intl.formatMessage({ id: 'onvif.device' })}</h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-500">{k}</dt>
              <dd>{v || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>
      {d.services.imaging && <ImagingSliders cameraId={cameraId} />}
      {d.services.ptz && <PtzPad cameraId={cameraId} />}
    </>
  );
}

function ImagingSliders({ cameraId }: { cameraId: number }) {
  const intl = useIntl();
  const image = useOnvifImage(cameraId, true);
  const setImage = useSetOnvifImage(cameraId);
  const [local, setLocal] = useState<Partial<Record<keyof Image, number>>>({});
  if (!image.data) return image.isPending ? <Spinner /> : null;
  const img = image.data;
  return (
    <section className="flex max-w-xl flex-col gap-3">
      <h3 className="font-semibold">{intl.formatMessage({ id: 'onvif.imaging' })}</h3>
      {setImage.isError && <Alert>{intl.formatMessage({ id: 'onvif.rejected' })}</Alert>}
      {ONVIF_IMAGE_SETTINGS.map((s) => {
        const range = img.ranges[s];
        const value = local[s] ?? img[s];
        if (!range || value === null || value === undefined) return null;
        const commit = () =>
          local[s] !== undefined && setImage.mutate({ setting: s, value: local[s] }, { onSettled: () => setLocal((l) => ({ ...l, [s]: undefined })) });
        return (
          <label key={s} className="flex flex-col gap-1 text-sm">
            <span className="flex justify-between">
              <span className="font-medium text-slate-700">{intl.formatMessage({ id: `onvif.${s}` })}</span>
              <span className="tabular-nums text-slate-500">{Math.round(value * 10) / 10}</span>
            </span>
            <input
              type="range"
              min={range.min}
              max={range.max}
              step={(range.max - range.min) / 100 || 1}
              value={value}
              onChange={(e) => setLocal((l) => ({ ...l, [s]: Number(e.target.value) }))}
              onPointerUp={commit}
              onKeyUp={commit}
              className="accent-brand-600"
            />
          </label>
        );
      })}
    </section>
  );
}
