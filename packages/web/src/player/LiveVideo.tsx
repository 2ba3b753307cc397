import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLivePlayback } from '../api/playback';
import { attachHls, type HlsHandle } from './hlsPlayer';
import { LiveMsePlayer, liveMseSupported, type LiveStatus } from './liveMse';

export type LiveMode = 'ws' | 'hls';

/**
 * A camera's live picture: fMP4 over WebSocket into MSE (sub-second), HLS when that cannot play.
 * A dropped WebSocket reconnects with a fresh ticket after a short pause.
 */
export function LiveVideo({
  cameraId,
  className = 'relative',
  label,
  onMode,
}: {
  cameraId: number;
  className?: string;
  label: string;
  onMode?: (m: LiveMode) => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLVideoElement>(null);
  const playback = useLivePlayback(cameraId);
  const urls = playback.data;
  const [mode, setMode] = useState<LiveMode>(liveMseSupported() ? 'ws' : 'hls');
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const [attempt, setAttempt] = useState(0);
  // The URLs change with every ticket renewal; an open connection keeps going until it drops.
  const wsUrl = urls?.liveWs ?? null;
  const hlsUrl = urls?.liveHls ?? null;
  const wsRef = useRef(wsUrl);
  const hlsRef = useRef(hlsUrl);
  useEffect(() => {
    wsRef.current = wsUrl;
    hlsRef.current = hlsUrl;
  }, [wsUrl, hlsUrl]);
  const haveUrls = !!urls;

  useEffect(() => {
    onMode?.(mode);
  }, [mode, onMode]);

  useEffect(() => {
    const video = ref.current;
    if (!video || !haveUrls) return;
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    if (mode === 'ws' && wsRef.current) {
      let played = false;
      const player = new LiveMsePlayer(video, wsRef.current, {
        onStatus: (s) => {
          if (cancelled) return;
          setStatus(s);
          if (s === 'playing') played = true;
          if (s === 'unsupported') setMode('hls');
          if (s === 'closed') {
            // Never played: the WebSocket path is not available here; else reconnect with a fresh ticket.
            if (!played) setMode('hls');
            else retry = setTimeout(() => void playback.refetch().then(() => setAttempt((n) => n + 1)), 1_500);
          }
        },
      });
      player.start();
      return () => {
        cancelled = true;
        clearTimeout(retry);
        player.stop();
      };
    }
    if (mode === 'hls' && hlsRef.current) {
      let handle: HlsHandle | null = null;
      setStatus('connecting');
      void attachHls(video, hlsRef.current, {
        live: true,
        onReady: () => !cancelled && setStatus('playing'),
        onError: () => {
          if (cancelled) return;
          setStatus('closed');
          retry = setTimeout(() => void playback.refetch().then(() => setAttempt((n) => n + 1)), 3_000);
        },
      }).then((h) => {
        if (cancelled) h.destroy();
        else handle = h;
      });
      return () => {
        cancelled = true;
        clearTimeout(retry);
        handle?.destroy();
      };
    }
    return undefined;
    // playback.refetch is stable; the URLs are read through refs so a ticket renewal does not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, haveUrls, attempt, cameraId]);

  const unavailable = playback.isError || (playback.isSuccess && !urls);
  return (
    <div className={`bg-black ${className}`}>
      <video ref={ref} muted playsInline autoPlay aria-label={label} data-live-mode={mode} data-status={status} className="h-full w-full object-contain" />
      {(unavailable || status !== 'playing') && (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center p-2 text-center text-sm text-slate-200" aria-live="polite">
          {unavailable
            ? intl.formatMessage({ id: 'video.unavailable' })
            : status === 'closed' || status === 'stalled'
              ? intl.formatMessage({ id: 'video.reconnecting' })
              : intl.formatMessage({ id: 'video.connecting' })}
        </div>
      )}
    </div>
  );
}
