import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useAbortTask, useCreateVideoclip, useVideoclip } from '../../api/videoclips';
import { Button } from '../../components/Button';
import { CLIP_MAX_S, CLIP_MIN_S, clampClip, type Range } from '../../lib/timeline';
import { errorMessage } from './errors';

const CLIP_ERRORS = {
  videoclip_no_recording: 'video.clip.noRecording',
  videoclip_quota_exceeded: 'video.clip.quota',
  validation_error: 'video.clip.invalid',
} as const;

/** Local time with seconds for a datetime-local input. */
function toLocalInput(t: number): string {
  const d = new Date(t);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/**
 * Clip export: a range of 5–300 s (the start and a length), the export task's progress, the
 * download once done, abort while running. `range` is shown on the timeline by the player.
 */
export function ClipExport({ cameraId, range, onRange, onClose }: { cameraId: number; range: Range; onRange: (r: Range) => void; onClose: () => void }) {
  const intl = useIntl();
  const create = useCreateVideoclip();
  const abort = useAbortTask();
  const [clipId, setClipId] = useState<number | null>(null);
  const clip = useVideoclip(clipId);
  const length = Math.round((range.end - range.start) / 1000);
  const c = clip.data;
  const running = c && (c.status === 'pending' || c.status === 'running');

  const setStart = (value: string) => {
    const t = new Date(value).getTime();
    if (!Number.isNaN(t)) onRange(clampClip(t, t + length * 1000, Date.now()));
  };
  const setLength = (s: number) => onRange(clampClip(range.start, range.start + s * 1000, Date.now()));

  return (
    <section aria-label={intl.formatMessage({ id: 'video.clip.title' })} className="flex flex-col gap-3 rounded-md bg-slate-800 p-3 text-sm text-slate-100">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1">
          <span>{intl.formatMessage({ id: 'video.clip.start' })}</span>
          <input
            type="datetime-local"
            step={1}
            value={toLocalInput(range.start)}
            onChange={(e) => setStart(e.target.value)}
            className="min-h-10 rounded-md border border-slate-600 bg-slate-900 px-2 text-slate-100"
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>{intl.formatMessage({ id: 'video.clip.length' }, { min: CLIP_MIN_S, max: CLIP_MAX_S })}</span>
          <input
            type="number"
            min={CLIP_MIN_S}
            max={CLIP_MAX_S}
            value={length}
            onChange={(e) => setLength(Number(e.target.value) || CLIP_MIN_S)}
            className="min-h-10 w-24 rounded-md border border-slate-600 bg-slate-900 px-2 text-slate-100"
          />
        </label>
        <Button
          disabled={create.isPending || !!running}
          onClick={() =>
            create.mutate(
              { cameraId, rangeStart: new Date(range.start).toISOString(), rangeEnd: new Date(range.end).toISOString() },
              { onSuccess: (v) => setClipId(v.id) },
            )
          }
        >
          {intl.formatMessage({ id: 'video.clip.export' })}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {intl.formatMessage({ id: 'video.close' })}
        </Button>
      </div>
      {create.error && (
        <p role="alert" className="text-red-300">
          {errorMessage(intl, create.error, CLIP_ERRORS)}
        </p>
      )}
      {c && (
        <div className="flex flex-wrap items-center gap-3" aria-live="polite">
          <span>{intl.formatMessage({ id: `video.status.${c.status}` })}</span>
          {running && (
            <>
              <progress max={100} value={c.progress} aria-label={intl.formatMessage({ id: 'video.clip.progress' })} className="w-40" />
              <span>{c.progress}%</span>
              {c.taskId !== null && (
                <Button variant="secondary" disabled={abort.isPending} onClick={() => abort.mutate(c.taskId!, { onSuccess: () => void clip.refetch() })}>
                  {intl.formatMessage({ id: 'video.clip.abort' })}
                </Button>
              )}
            </>
          )}
          {c.status === 'succeeded' && c.url && (
            <a href={c.url} download className="font-medium text-sky-300 underline">
              {intl.formatMessage({ id: 'video.clip.download' })}
            </a>
          )}
        </div>
      )}
    </section>
  );
}
