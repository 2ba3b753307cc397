import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { gapsOf, rangesToSpans, ticks, timeToX, xToTime, type Range, type TimelineWindow } from '../lib/timeline';
import { barsOf, nearestWithPicture, type HistogramBucket } from '../lib/timelineEvents';

/**
 * The recorded ranges of a camera over a window of time: recorded time filled, gaps empty, the
 * playhead as a line. Click or drag to seek (to the second); as a slider, the arrow keys step 10 s
 * (Shift: 1 min), Page Up/Down 10 min, Home/End the window's edges.
 */
export function Timeline({
  window: w,
  ranges,
  playhead,
  now,
  selection,
  markers = [],
  counts = null,
  onWidth,
  onSeek,
}: {
  window: TimelineWindow;
  ranges: readonly Range[];
  playhead: number | null;
  now: number;
  selection?: Range | null;
  /** Events on the camera (their times, ms, and pictures for the hover thumbnail). */
  markers?: readonly { id: string; t: number; thumb?: string | null }[];
  /** Too many events to draw one by one: their counts per bucket (seconds), drawn as bars. */
  counts?: { bucket: number; buckets: readonly HistogramBucket[] } | null;
  /** The strip's width in px, as measured (the bucket size depends on it). */
  onWidth?: (width: number) => void;
  onSeek: (t: number) => void;
}) {
  const intl = useIntl();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(800);
  const [hover, setHover] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      setWidth(el.clientWidth || 800);
      onWidth?.(el.clientWidth || 800);
    };
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
    // Measured once per mount; the observer reports later changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const timeAt = (e: PointerEvent<HTMLDivElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    return Math.min(now, xToTime(e.clientX - rect.left, w, rect.width || width));
  };
  const spans = rangesToSpans(ranges, w, width);
  const gaps = rangesToSpans(gapsOf(ranges, w), w, width);
  const fmt = (t: number) => intl.formatTime(t, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  const fmtTick = (t: number) => intl.formatTime(t, { hour: '2-digit', minute: '2-digit' });
  const current = playhead ?? now;
  // The event picture nearest the pointer (within 6 px) shows above the strip.
  const thumb = hover !== null ? nearestWithPicture(markers, hover, ((w.end - w.start) / Math.max(1, width)) * 6) : null;

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = e.key === 'ArrowLeft' || e.key === 'ArrowDown' ? -1 : e.key === 'ArrowRight' || e.key === 'ArrowUp' ? 1 : 0;
    let target: number | null = null;
    if (step) target = current + step * (e.shiftKey ? 60_000 : 10_000);
    else if (e.key === 'PageUp') target = current + 600_000;
    else if (e.key === 'PageDown') target = current - 600_000;
    else if (e.key === 'Home') target = w.start;
    else if (e.key === 'End') target = Math.min(now, w.end);
    if (target === null) return;
    e.preventDefault();
    onSeek(Math.round(Math.min(now, target) / 1000) * 1000);
  };

  return (
    <div className="relative select-none">
      {thumb && hover !== null && (
        <img
          src={thumb.thumb ?? ''}
          alt=""
          data-testid="timeline-thumbnail"
          className="pointer-events-none absolute bottom-full z-10 mb-1 h-24 w-auto max-w-48 -translate-x-1/2 rounded border border-slate-600 bg-slate-900 object-contain shadow-lg"
          style={{ left: Math.min(Math.max(timeToX(thumb.t, w, width), 48), width - 48) }}
        />
      )}
      <div
        ref={ref}
        role="slider"
        tabIndex={0}
        aria-label={intl.formatMessage({ id: 'video.timeline' })}
        aria-valuemin={Math.floor(w.start / 1000)}
        aria-valuemax={Math.floor(w.end / 1000)}
        aria-valuenow={Math.floor(current / 1000)}
        aria-valuetext={intl.formatDate(current, { dateStyle: 'medium', timeStyle: 'medium' })}
        data-testid="timeline"
        onKeyDown={onKey}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          setDragging(true);
          setHover(timeAt(e));
        }}
        onPointerMove={(e) => setHover(timeAt(e))}
        onPointerUp={(e) => {
          if (dragging) onSeek(timeAt(e));
          setDragging(false);
        }}
        onPointerLeave={() => !dragging && setHover(null)}
        className="relative h-12 cursor-pointer touch-none overflow-hidden rounded-md bg-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      >
        {gaps.map((g, i) => (
          <div
            key={`g${i}`}
            data-gap=""
            className="absolute top-3 h-6 bg-[repeating-linear-gradient(45deg,#334155_0_4px,#1e293b_4px_8px)]"
            style={{ left: g.x, width: g.w }}
          />
        ))}
        {spans.map((s, i) => (
          <div key={`r${i}`} data-recorded="" className="absolute top-3 h-6 bg-emerald-500" style={{ left: s.x, width: s.w }} />
        ))}
        {markers
          .filter((m) => m.t >= w.start && m.t <= w.end)
          .map((m) => (
            <div
              key={m.id}
              data-event-marker=""
              className="absolute top-0 h-3 w-1 -translate-x-1/2 rounded-b bg-amber-400"
              style={{ left: timeToX(m.t, w, width) }}
            />
          ))}
        {counts &&
          barsOf(counts.buckets, counts.bucket, w, width).map((b) => (
            <div
              key={`c${b.t}`}
              data-event-count={b.count}
              title={intl.formatMessage({ id: 'video.eventCount' }, { count: b.count, time: fmt(b.t) })}
              className="absolute top-0 rounded-b bg-amber-400"
              style={{ left: b.x, width: Math.max(1, b.w - 1), height: Math.max(2, Math.round(b.height * 12)) }}
            />
          ))}
        {selection && (
          <div
            className="absolute top-1 h-10 border-x-2 border-amber-300 bg-amber-300/30"
            style={{ left: timeToX(selection.start, w, width), width: Math.max(2, timeToX(selection.end, w, width) - timeToX(selection.start, w, width)) }}
          />
        )}
        {now <= w.end && (
          <div className="absolute top-0 h-full w-0.5 bg-red-500" style={{ left: timeToX(now, w, width) }} title={intl.formatMessage({ id: 'video.live' })} />
        )}
        {playhead !== null && <div className="absolute top-0 h-full w-0.5 bg-white" style={{ left: timeToX(playhead, w, width) }} />}
        {hover !== null && (
          <div className="pointer-events-none absolute top-0 h-full w-px bg-sky-300" style={{ left: timeToX(hover, w, width) }}>
            <span className="absolute -top-0.5 left-1 rounded bg-slate-900/80 px-1 text-xs whitespace-nowrap text-white">{fmt(hover)}</span>
          </div>
        )}
      </div>
      <div className="relative h-5 text-xs text-slate-300" aria-hidden>
        {ticks(w, width).map((t) => (
          <span key={t} className="absolute -translate-x-1/2 whitespace-nowrap" style={{ left: timeToX(t, w, width) }}>
            {fmtTick(t)}
          </span>
        ))}
      </div>
    </div>
  );
}
