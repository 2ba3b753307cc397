import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../components/Button';
import { frameStep, isTypingTarget, PLAYBACK_SPEEDS, playerKeyAction, stepSpeed, type PlayerAction } from '../lib/playerControls';

/** The default rate too: a new playlist (a seek) would reset the rate to it. */
function setVideoRate(video: HTMLVideoElement, r: number) {
  video.defaultPlaybackRate = r;
  if (video.playbackRate !== r) video.playbackRate = r;
}

/** Applies a shortcut or a button's action to the archive video. */
function apply(video: HTMLVideoElement, a: PlayerAction, setRate: (r: number) => void) {
  switch (a.kind) {
    case 'toggle':
      if (video.paused) void video.play().catch(() => undefined);
      else video.pause();
      return;
    case 'seek': {
      const end = Number.isFinite(video.duration) ? video.duration : Number.POSITIVE_INFINITY;
      video.currentTime = Math.min(end, Math.max(0, video.currentTime + a.by));
      return;
    }
    case 'frame':
      // A frame step is a still: the video pauses first.
      video.pause();
      video.currentTime = frameStep(video.currentTime, a.dir, video.duration);
      return;
    case 'speed':
      setRate(stepSpeed(video.playbackRate, a.dir));
  }
}

/**
 * Play/pause, frame steps and speeds (0.5–16×) of the archive, with keyboard shortcuts on the page:
 * space, ←/→, , and . and < >. Keys typed into fields or on the timeline (a slider) are theirs.
 */
export function PlaybackControls({ video }: { video: HTMLVideoElement | null }) {
  const intl = useIntl();
  const [rate, setRateState] = useState(1);
  const [paused, setPaused] = useState(true);

  const setRate = (r: number) => {
    setRateState(r);
    if (video) setVideoRate(video, r);
  };

  useEffect(() => {
    if (!video) return undefined;
    setVideoRate(video, rate);
    const sync = () => {
      setPaused(video.paused);
      setVideoRate(video, rate);
    };
    sync();
    const ac = new AbortController();
    for (const type of ['play', 'pause', 'loadedmetadata', 'ratechange']) video.addEventListener(type, sync, { signal: ac.signal });
    return () => ac.abort();
  }, [video, rate]);

  useEffect(() => {
    if (!video) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || isTypingTarget(e.target)) return;
      const target = e.target as HTMLElement | null;
      if (target?.getAttribute('role') === 'slider' || target?.closest('[role="dialog"]')) return;
      // Space on a focused button presses the button.
      if (e.key === ' ' && target?.tagName === 'BUTTON') return;
      const a = playerKeyAction(e.key, e.shiftKey);
      if (!a) return;
      e.preventDefault();
      apply(video, a, (r) => {
        setRateState(r);
        setVideoRate(video, r);
      });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [video]);

  const act = (a: PlayerAction) => video && apply(video, a, setRate);
  return (
    <div
      className="flex flex-wrap items-center gap-1"
      role="group"
      aria-label={intl.formatMessage({ id: 'video.playback' })}
      aria-keyshortcuts="Space ArrowLeft ArrowRight , ."
    >
      <Button
        variant="secondary"
        className="px-3"
        disabled={!video}
        aria-label={intl.formatMessage({ id: 'video.frameBack' })}
        title={intl.formatMessage({ id: 'video.frameBack' })}
        aria-keyshortcuts=","
        onClick={() => act({ kind: 'frame', dir: -1 })}
      >
        ⏮
      </Button>
      <Button
        variant="secondary"
        className="px-3"
        disabled={!video}
        aria-label={intl.formatMessage({ id: paused ? 'video.play' : 'video.pause' })}
        aria-keyshortcuts="Space"
        onClick={() => act({ kind: 'toggle' })}
      >
        {paused ? '▶' : '⏸'}
      </Button>
      <Button
        variant="secondary"
        className="px-3"
        disabled={!video}
        aria-label={intl.formatMessage({ id: 'video.frameForward' })}
        title={intl.formatMessage({ id: 'video.frameForward' })}
        aria-keyshortcuts="."
        onClick={() => act({ kind: 'frame', dir: 1 })}
      >
        ⏭
      </Button>
      <label className="flex items-center gap-1 text-sm">
        <span className="sr-only">{intl.formatMessage({ id: 'video.speed' })}</span>
        <select
          value={rate}
          disabled={!video}
          onChange={(e) => setRate(Number(e.target.value))}
          aria-label={intl.formatMessage({ id: 'video.speed' })}
          className="min-h-10 rounded-md border border-slate-600 bg-slate-800 px-2 text-slate-100"
        >
          {PLAYBACK_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: 'video.speedValue' }, { rate: intl.formatNumber(s) })}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
