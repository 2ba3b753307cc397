import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fetchPlayback } from '../api/playback';
import { attachHls, type HlsHandle } from './hlsPlayer';

/** Longest archive playlist asked for at once (the stream server allows 24 h). */
const ARCHIVE_SPAN_MS = 3 * 3_600_000;

/**
 * The archive of a camera from `from` (ms) on, as an HLS playlist of the recorded segments that
 * starts exactly there (and ends at `to` when given). `onTime` reports the wall-clock time of the
 * playhead (program date times); `onVideo` hands over the video element for the player's controls.
 */
export function ArchiveVideo({
  cameraId,
  from,
  to: until,
  label,
  className = 'relative',
  onTime,
  onEnded,
  onVideo,
}: {
  cameraId: number;
  from: number;
  to?: number;
  label: string;
  className?: string;
  onTime?: (t: number) => void;
  /** The playlist ran out (it ends where the recording ended when it was asked for): the last time played. */
  onEnded?: (t: number) => void;
  onVideo?: (video: HTMLVideoElement | null) => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<'loading' | 'playing' | 'error'>('loading');
  const onTimeRef = useRef(onTime);
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onTimeRef.current = onTime;
    onEndedRef.current = onEnded;
  }, [onTime, onEnded]);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const ac = new AbortController();
    let handle: HlsHandle | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    setStatus('loading');
    const to = Math.min(Date.now(), until ?? from + ARCHIVE_SPAN_MS);
    fetchPlayback(cameraId, { from, to: Math.max(to, from + 5_000) }, ac.signal)
      .then(async (p) => {
        if (ac.signal.aborted) return;
        const h = await attachHls(video, p.archiveHls, { live: false, onReady: () => setStatus('playing'), onError: () => setStatus('error') });
        if (ac.signal.aborted) {
          h.destroy();
          return;
        }
        handle = h;
        let last = from;
        timer = setInterval(() => {
          const t = h.playingDate();
          if (t !== null && !video.paused) {
            last = t;
            onTimeRef.current?.(t);
          }
        }, 250);
        video.addEventListener('ended', () => !ac.signal.aborted && onEndedRef.current?.(last), { signal: ac.signal });
      })
      .catch(() => !ac.signal.aborted && setStatus('error'));
    return () => {
      ac.abort();
      clearInterval(timer);
      handle?.destroy();
    };
  }, [cameraId, from, until]);

  useEffect(() => {
    onVideo?.(ref.current);
    return () => onVideo?.(null);
  }, [onVideo]);

  return (
    <div className={`bg-black ${className}`}>
      <video
        ref={ref}
        muted
        playsInline
        controls
        aria-label={label}
        data-status={status}
        data-from={new Date(from).toISOString()}
        className="h-full w-full object-contain"
      />
      {status !== 'playing' && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-slate-200" aria-live="polite">
          {intl.formatMessage({ id: status === 'error' ? 'video.archiveError' : 'video.connecting' })}
        </div>
      )}
    </div>
  );
}
