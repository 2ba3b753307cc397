import type Hls from 'hls.js';

/**
 * HLS through hls.js (loaded on demand) or the browser's own player (Safari). Used for the archive
 * and as the live fallback when the WebSocket stream cannot play.
 */
export interface HlsHandle {
  destroy(): void;
  /** Wall-clock time of the playhead from the playlist's program date times (ms), when known. */
  playingDate(): number | null;
}

export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  opts: { live: boolean; startPosition?: number; onError?: (fatal: boolean) => void; onReady?: () => void },
): Promise<HlsHandle> {
  const mod = await import('hls.js');
  const HlsCtor: typeof Hls = mod.default;
  if (HlsCtor.isSupported()) {
    const hls = new HlsCtor({
      lowLatencyMode: opts.live,
      liveSyncDurationCount: opts.live ? 2 : 3,
      startPosition: opts.startPosition ?? -1,
      enableWorker: true,
    });
    hls.on(HlsCtor.Events.MANIFEST_PARSED, () => {
      opts.onReady?.();
      void video.play().catch(() => undefined);
    });
    hls.on(HlsCtor.Events.ERROR, (_e, data) => {
      if (data.fatal) {
        if (data.type === HlsCtor.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
        else opts.onError?.(true);
      }
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    return {
      destroy: () => hls.destroy(),
      playingDate: () => hls.playingDate?.getTime() ?? null,
    };
  }
  if (video.canPlayType('application/vnd.apple.mpegurl')) {
    video.src = url;
    const ready = () => {
      opts.onReady?.();
      void video.play().catch(() => undefined);
    };
    video.addEventListener('loadedmetadata', ready, { once: true });
    return {
      destroy: () => {
        video.removeEventListener('loadedmetadata', ready);
        video.removeAttribute('src');
        video.load();
      },
      playingDate: () => {
        const d = (video as HTMLVideoElement & { getStartDate?: () => Date }).getStartDate?.();
        const t = d?.getTime();
        return t && !Number.isNaN(t) ? t + video.currentTime * 1000 : null;
      },
    };
  }
  opts.onError?.(true);
  return { destroy: () => undefined, playingDate: () => null };
}
