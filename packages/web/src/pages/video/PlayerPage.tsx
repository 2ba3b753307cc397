import { TIMING } from '@argus/contracts';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../access/useCan';
import { useCamera, useCameraSearch } from '../../api/cameras';
import { useEventHistogram, useEventMarkers, useSegmentIndex } from '../../api/segments';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { clampClip, nearestRecorded, nextRecordedAfter, parseTsParam, tsParam, windowAround, ZOOM_SPANS, zoomIndex, type Range } from '../../lib/timeline';
import { bucketFor, markerMode } from '../../lib/timelineEvents';
import { useModal } from '../../modals/useModal';
import { ArchiveVideo } from '../../player/ArchiveVideo';
import { LiveVideo } from '../../player/LiveVideo';
import { PlaybackControls } from '../../player/PlaybackControls';
import { PtzPad } from '../../player/PtzPad';
import { Timeline } from '../../player/Timeline';
import { ClipExport } from './ClipExport';

/** Within this of now a seek goes to the live view: the live edge lags this much. */
const LIVE_SNAP_MS = TIMING.liveEdgeLagS * 1000;

function useNow(ms = TIMING.timeRangeTickMs): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(t);
  }, [ms]);
  return now;
}

function toLocalInput(t: number): string {
  const d = new Date(t);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/**
 * /player/{cameraId?}/{ts?}: one camera live (WebSocket fMP4, HLS fallback) or from its archive at
 * `ts` (HLS of the recorded range), a timeline of what is recorded, marks and clip export.
 */
export default function PlayerPage() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const { open } = useModal();
  const params = useParams();
  const cameraId = params.cameraId && /^\d+$/.test(params.cameraId) ? Number(params.cameraId) : null;
  const archiveFrom = parseTsParam(params.ts);
  const live = archiveFrom === null;
  const now = useNow();
  const [archiveAt, setArchiveAt] = useState<{ from: number; t: number } | null>(null);
  const playhead = live ? now : archiveAt && archiveAt.from === archiveFrom ? archiveAt.t : archiveFrom;
  const [zoom, setZoom] = useState(2);
  const [pan, setPan] = useState<number | null>(null);
  const span = ZOOM_SPANS[zoom]!;
  const w = windowAround(pan ?? playhead, span, now);
  const index = useSegmentIndex(cameraId, w.start, w.end);
  // Every event of the window shows: counts per bucket first, then each event when there are few.
  const [stripWidth, setStripWidth] = useState(800);
  const histogram = useEventHistogram(cameraId, w.start, w.end, bucketFor(w, stripWidth), can({ required: ['event_read'] }));
  const mode = histogram.data ? markerMode(histogram.data.total) : null;
  const events = useEventMarkers(cameraId, w.start, w.end, mode === 'markers');
  const ranges: Range[] = (index.data?.ranges ?? []).map((r) => ({ start: Date.parse(r.start), end: Date.parse(r.end) }));
  const [clip, setClip] = useState<Range | null>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [jump, setJump] = useState('');
  const camera = useCamera(cameraId ?? 0);
  const cameras = useCameraSearch({}, null, { limit: 100, refetchMs: 60_000 });

  const go = (id: number | null, t: number | null) => {
    setPan(null);
    void navigate(id === null ? '/player' : t === null ? `/player/${id}` : `/player/${id}/${tsParam(t)}`, { replace: true });
  };
  const seek = (t: number) => {
    if (cameraId === null) return;
    if (t >= now - LIVE_SNAP_MS) return go(cameraId, null);
    go(cameraId, nearestRecorded(ranges, t) ?? t);
  };
  const lastEnd = index.data?.lastEnd ? Date.parse(index.data.lastEnd) : null;
  const cameraName = camera.data?.name ?? (cameraId !== null ? `#${cameraId}` : '');
  // PTZ moves the real camera: PUT /onvif/{id}/ptz needs camera_update, as the spec guards it.
  const ptz = cameraId !== null && !!camera.data?.ptz && can({ required: ['camera_update'] });

  return (
    <div className="palette-fixed flex min-h-dvh flex-col gap-3 bg-slate-900 p-3 text-slate-100 md:h-dvh">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/cameras" className="rounded-md px-2 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white">
          ← {intl.formatMessage({ id: 'video.back' })}
        </Link>
        <label className="flex items-center gap-2 text-sm">
          <span className="sr-only sm:not-sr-only">{intl.formatMessage({ id: 'video.camera' })}</span>
          <select
            value={cameraId ?? ''}
            onChange={(e) => go(e.target.value ? Number(e.target.value) : null, null)}
            className="min-h-10 max-w-[60vw] rounded-md border border-slate-600 bg-slate-800 px-2 text-slate-100"
            aria-label={intl.formatMessage({ id: 'video.camera' })}
          >
            <option value="">{intl.formatMessage({ id: 'video.chooseCamera' })}</option>
            {cameraId !== null && !cameras.data?.cameras.some((c) => c.id === cameraId) && <option value={cameraId}>{cameraName}</option>}
            {cameras.data?.cameras.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {cameraId !== null && (
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={`rounded px-2 py-1 text-xs font-semibold uppercase ${live ? 'bg-red-600 text-white' : 'bg-slate-700 text-slate-200'}`}
              data-testid="player-mode"
            >
              {intl.formatMessage({ id: live ? 'video.live' : 'video.archive' })}
            </span>
            {!live && (
              <Button variant="secondary" onClick={() => go(cameraId, null)}>
                {intl.formatMessage({ id: 'video.goLive' })}
              </Button>
            )}
          </div>
        )}
      </header>

      {cameraId === null ? (
        <div className="flex flex-1 items-center justify-center rounded-md border border-dashed border-slate-700 p-6 text-center text-slate-300">
          {cameras.isError ? (
            <LoadError error={cameras.error} onRetry={() => void cameras.refetch()} />
          ) : cameras.data && cameras.data.cameras.length === 0 ? (
            intl.formatMessage({ id: 'video.noCameras' })
          ) : (
            intl.formatMessage({ id: 'video.chooseCameraHint' })
          )}
        </div>
      ) : camera.isError ? (
        <LoadError error={camera.error} onRetry={() => void camera.refetch()} failed="video.cameraError" what="camera" layout="block" className="flex-1" />
      ) : (
        <>
          <div className="flex w-full flex-col gap-3 md:min-h-0 md:flex-1 md:flex-row">
            <div className="relative aspect-video w-full md:aspect-auto md:min-h-0 md:flex-1">
              {live ? (
                <LiveVideo
                  key={`live-${cameraId}`}
                  cameraId={cameraId}
                  label={intl.formatMessage({ id: 'video.liveOf' }, { name: cameraName })}
                  className="absolute inset-0"
                />
              ) : (
                <ArchiveVideo
                  key={`archive-${cameraId}`}
                  cameraId={cameraId}
                  from={archiveFrom}
                  label={intl.formatMessage({ id: 'video.archiveOf' }, { name: cameraName })}
                  className="absolute inset-0"
                  onTime={(t) => setArchiveAt({ from: archiveFrom, t })}
                  onVideo={setVideo}
                  onEnded={(t) => {
                    const next = t < now - 3 * LIVE_SNAP_MS ? nextRecordedAfter(ranges, t) : null;
                    go(cameraId, next);
                  }}
                />
              )}
            </div>
            {ptz && (
              <aside className="md:w-36 md:shrink-0">
                <PtzPad cameraId={cameraId} compact />
              </aside>
            )}
          </div>

          <div className="flex flex-wrap items-center gap-2 text-sm">
            {!live && <PlaybackControls video={video} />}
            <span className="font-mono" data-testid="player-time" aria-live="off">
              {intl.formatDate(playhead, { dateStyle: 'short', timeStyle: 'medium' })}
            </span>
            {!live && lastEnd !== null && (
              <span className="text-slate-400">{intl.formatMessage({ id: 'video.behindLive' }, { s: Math.max(0, Math.round((now - playhead) / 1000)) })}</span>
            )}
            {live && lastEnd !== null && (
              <span className="text-slate-400">{intl.formatMessage({ id: 'video.recordedUpTo' }, { s: Math.max(0, Math.round((now - lastEnd) / 1000)) })}</span>
            )}
            <div className="ml-auto flex flex-wrap items-center gap-2">
              <Button variant="secondary" aria-label={intl.formatMessage({ id: 'video.earlier' })} onClick={() => setPan(w.start)}>
                ‹
              </Button>
              <Button variant="secondary" aria-label={intl.formatMessage({ id: 'video.later' })} onClick={() => setPan(Math.min(now, w.end))}>
                ›
              </Button>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage({ id: 'video.zoomIn' })}
                disabled={zoom === 0}
                onClick={() => setZoom((z) => zoomIndex(z, -1))}
              >
                +
              </Button>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage({ id: 'video.zoomOut' })}
                disabled={zoom === ZOOM_SPANS.length - 1}
                onClick={() => setZoom((z) => zoomIndex(z, 1))}
              >
                −
              </Button>
              <form
                className="flex items-center gap-1"
                onSubmit={(e) => {
                  e.preventDefault();
                  const t = new Date(jump).getTime();
                  if (!Number.isNaN(t)) seek(t);
                }}
              >
                <input
                  type="datetime-local"
                  step={1}
                  value={jump}
                  max={toLocalInput(now)}
                  onChange={(e) => setJump(e.target.value)}
                  aria-label={intl.formatMessage({ id: 'video.jumpTo' })}
                  className="min-h-10 rounded-md border border-slate-600 bg-slate-800 px-2 text-slate-100"
                />
                <Button type="submit" variant="secondary" disabled={!jump}>
                  {intl.formatMessage({ id: 'video.go' })}
                </Button>
              </form>
              {can({ required: ['videomark_create'] }) && (
                <Button onClick={() => open('videomark/new', { cameraId, ts: Math.floor(playhead / 1000) * 1000 })}>
                  {intl.formatMessage({ id: 'video.mark' })}
                </Button>
              )}
              {can({ required: ['videoclip_create'] }) && (
                <Button
                  variant={clip ? 'secondary' : 'primary'}
                  aria-expanded={!!clip}
                  onClick={() => setClip(clip ? null : clampClip(playhead, playhead + 30_000, now - LIVE_SNAP_MS))}
                >
                  {intl.formatMessage({ id: 'video.clip.open' })}
                </Button>
              )}
            </div>
          </div>

          <Timeline
            window={w}
            ranges={ranges}
            playhead={live ? null : playhead}
            now={now}
            selection={clip}
            markers={mode === 'markers' ? (events.data ?? []) : []}
            counts={mode === 'counts' && histogram.data ? histogram.data : null}
            onWidth={(px) => setStripWidth(Math.max(100, Math.round(px / 100) * 100))}
            onSeek={seek}
          />
          {index.isError && <LoadError error={index.error} onRetry={() => void index.refetch()} failed="video.indexError" what="camera" />}
          {clip && <ClipExport cameraId={cameraId} range={clip} onRange={setClip} onClose={() => setClip(null)} />}
        </>
      )}
    </div>
  );
}
