import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { clampPoint, directionArrows, newRoiBox, newRoiLine, nextRoiId, polygonProblem, type Pt, type RoiBox, type RoiLine } from '../../lib/cameraRoi';
import { Snapshot } from '../../pages/cameras/Snapshot';

export type RoiSelection = { kind: 'roi' | 'line'; id: string } | null;
type Mode = { kind: 'idle' } | { kind: 'roi' | 'line'; points: Pt[] };

const W = 1600;
const H = 900;
const toSvg = (p: Pt) => ({ x: p.x * W, y: p.y * H });
const pts = (list: Pt[]) => list.map((p) => `${p.x * W},${p.y * H}`).join(' ');

/**
 * Zones (polygons) and lines with their direction, drawn over the camera's snapshot (or a
 * neutral grid when there is none). Click to add points; a zone closes on its first point, Enter
 * or the finish button; a line takes two clicks. Points of the selected shape can be dragged or
 * moved with the arrow keys (Shift: larger steps), Delete removes a zone's point.
 */
export function RoiEditor({
  boxes,
  lines,
  onChange,
  selected,
  onSelect,
  snapshotUrl,
}: {
  boxes: RoiBox[];
  lines: RoiLine[];
  onChange: (boxes: RoiBox[], lines: RoiLine[]) => void;
  selected: RoiSelection;
  onSelect: (s: RoiSelection) => void;
  snapshotUrl: string | null;
}) {
  const intl = useIntl();
  const svg = useRef<SVGSVGElement>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const [drag, setDrag] = useState<{ kind: 'roi' | 'line'; id: string; index: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Keyboard drawing: arrows move this cursor, Space adds a point at it.
  const [cursor, setCursor] = useState<Pt | null>(null);
  const ids = [...boxes.map((b) => b.id), ...lines.map((l) => l.id)];

  const pointAt = (e: React.PointerEvent | React.MouseEvent): Pt => {
    const r = svg.current?.getBoundingClientRect();
    if (!r || r.width === 0) return { x: 0, y: 0 };
    return clampPoint({ x: (e.clientX - r.left) / r.width, y: (e.clientY - r.top) / r.height });
  };
  const finishPolygon = (points: Pt[]) => {
    const p = polygonProblem(points);
    if (p) return setProblem(intl.formatMessage({ id: `roi.problem.${p}` }));
    const id = nextRoiId('roi', ids);
    onChange([...boxes, newRoiBox(id, intl.formatMessage({ id: 'roi.zoneName' }, { n: boxes.length + 1 }), points)], lines);
    onSelect({ kind: 'roi', id });
    setMode({ kind: 'idle' });
    setProblem(null);
  };
  const onCanvasClick = (e: React.MouseEvent) => {
    if (mode.kind === 'idle') return;
    addPoint(pointAt(e));
  };
  const addPoint = (p: Pt) => {
    if (mode.kind === 'idle') return;
    if (mode.kind === 'line') {
      const points = [...mode.points, p];
      if (points.length < 2) return setMode({ kind: 'line', points });
      const id = nextRoiId('line', ids);
      onChange(boxes, [...lines, newRoiLine(id, intl.formatMessage({ id: 'roi.lineName' }, { n: lines.length + 1 }), points)]);
      onSelect({ kind: 'line', id });
      setMode({ kind: 'idle' });
      return;
    }
    const first = mode.points[0];
    // A click near the first point closes the zone.
    if (first && mode.points.length >= 3 && Math.hypot((p.x - first.x) * W, (p.y - first.y) * H) < 20) return finishPolygon(mode.points);
    setMode({ kind: 'roi', points: [...mode.points, p] });
  };
  const movePoint = (kind: 'roi' | 'line', id: string, index: number, p: Pt) => {
    if (kind === 'roi')
      onChange(
        boxes.map((b) => (b.id === id ? { ...b, polygon: b.polygon.map((q, i) => (i === index ? clampPoint(p) : q)) } : b)),
        lines,
      );
    else
      onChange(
        boxes,
        lines.map((l) => (l.id === id ? { ...l, coords: l.coords.map((q, i) => (i === index ? clampPoint(p) : q)) } : l)),
      );
  };
  const onVertexKey = (e: React.KeyboardEvent, kind: 'roi' | 'line', id: string, index: number, p: Pt) => {
    const step = e.shiftKey ? 0.05 : 0.01;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    if (d) {
      e.preventDefault();
      movePoint(kind, id, index, { x: p.x + (d[0] ?? 0), y: p.y + (d[1] ?? 0) });
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && kind === 'roi') {
      e.preventDefault();
      const box = boxes.find((b) => b.id === id);
      if (box && box.polygon.length > 3)
        onChange(
          boxes.map((b) => (b.id === id ? { ...b, polygon: b.polygon.filter((_, i) => i !== index) } : b)),
          lines,
        );
    }
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (mode.kind === 'idle') return;
    const step = e.shiftKey ? 0.1 : 0.02;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    const at = cursor ?? { x: 0.5, y: 0.5 };
    if (d) {
      e.preventDefault();
      setCursor(clampPoint({ x: at.x + (d[0] ?? 0), y: at.y + (d[1] ?? 0) }));
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      setCursor(at);
      addPoint(at);
      return;
    }
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      setMode({ kind: 'idle' });
      setProblem(null);
    } else if (e.key === 'Enter' && mode.kind === 'roi') {
      e.preventDefault();
      finishPolygon(mode.points);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      setMode({ ...mode, points: mode.points.slice(0, -1) });
    }
  };
  const start = (kind: 'roi' | 'line') => {
    setMode({ kind, points: [] });
    setCursor(null);
    setProblem(null);
    onSelect(null);
    svg.current?.focus();
  };
  const isSel = (kind: 'roi' | 'line', id: string) => selected?.kind === kind && selected.id === id;
  const vertices = (kind: 'roi' | 'line', id: string, list: Pt[]) =>
    list.map((p, i) => {
      const s = toSvg(p);
      return (
        <circle
          key={i}
          cx={s.x}
          cy={s.y}
          r={14}
          tabIndex={0}
          role="button"
          aria-label={intl.formatMessage({ id: 'roi.point' }, { n: i + 1, x: Math.round(p.x * 100), y: Math.round(p.y * 100) })}
          className="cursor-move fill-white stroke-brand-700 focus:stroke-amber-500 focus:outline-none"
          strokeWidth={5}
          onPointerDown={(e) => {
            e.stopPropagation();
            (e.target as Element).setPointerCapture?.(e.pointerId);
            setDrag({ kind, id, index: i });
          }}
          onKeyDown={(e) => onVertexKey(e, kind, id, i, p)}
        />
      );
    });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {mode.kind === 'idle' ? (
          <>
            <Button variant="secondary" onClick={() => start('roi')}>
              {intl.formatMessage({ id: 'roi.drawZone' })}
            </Button>
            <Button variant="secondary" onClick={() => start('line')}>
              {intl.formatMessage({ id: 'roi.drawLine' })}
            </Button>
          </>
        ) : (
          <>
            {mode.kind === 'roi' && (
              <Button onClick={() => finishPolygon(mode.points)} disabled={mode.points.length < 3}>
                {intl.formatMessage({ id: 'roi.finishZone' })}
              </Button>
            )}
            <Button variant="secondary" disabled={mode.points.length === 0} onClick={() => setMode({ ...mode, points: mode.points.slice(0, -1) })}>
              {intl.formatMessage({ id: 'roi.undoPoint' })}
            </Button>
            <Button variant="ghost" onClick={() => setMode({ kind: 'idle' })}>
              {intl.formatMessage({ id: 'app.cancel' })}
            </Button>
          </>
        )}
        <span className="text-sm text-slate-600" aria-live="polite">
          {mode.kind === 'roi'
            ? intl.formatMessage({ id: 'roi.helpZone' }, { n: mode.points.length })
            : mode.kind === 'line'
              ? intl.formatMessage({ id: 'roi.helpLine' })
              : intl.formatMessage({ id: 'roi.helpIdle' })}
        </span>
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      )}
      <div className="relative w-full overflow-hidden rounded-md border border-slate-300">
        <Snapshot url={snapshotUrl} />
        <svg
          ref={svg}
          role="application"
          aria-label={intl.formatMessage({ id: 'roi.canvas' })}
          tabIndex={0}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className={`absolute inset-0 h-full w-full touch-none focus:outline-2 focus:outline-brand-600 ${mode.kind === 'idle' ? '' : 'cursor-crosshair'}`}
          onClick={onCanvasClick}
          onKeyDown={onKeyDown}
          onPointerMove={(e) => drag && movePoint(drag.kind, drag.id, drag.index, pointAt(e))}
          onPointerUp={() => setDrag(null)}
        >
          <defs>
            <marker id="roi-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" className="fill-amber-400" />
            </marker>
          </defs>
          {boxes.map((b) => (
            <g key={b.id} onClick={(e) => mode.kind === 'idle' && (e.stopPropagation(), onSelect({ kind: 'roi', id: b.id }))}>
              <polygon
                points={pts(b.polygon)}
                className={`cursor-pointer ${isSel('roi', b.id) ? 'fill-brand-500/30 stroke-brand-600' : 'fill-sky-400/20 stroke-sky-500'}`}
                strokeWidth={6}
              />
              <text
                x={toSvg(b.polygon[0] ?? { x: 0, y: 0 }).x + 16}
                y={toSvg(b.polygon[0] ?? { x: 0, y: 0 }).y + 40}
                className="fill-white stroke-slate-900 text-[40px] font-semibold"
                strokeWidth={1}
              >
                {b.name}
              </text>
            </g>
          ))}
          {lines.map((l) => {
            const [a, b] = l.coords as [Pt, Pt];
            if (!a || !b) return null;
            return (
              <g key={l.id} onClick={(e) => mode.kind === 'idle' && (e.stopPropagation(), onSelect({ kind: 'line', id: l.id }))}>
                <line
                  x1={a.x * W}
                  y1={a.y * H}
                  x2={b.x * W}
                  y2={b.y * H}
                  strokeWidth={isSel('line', l.id) ? 10 : 7}
                  className={`cursor-pointer ${isSel('line', l.id) ? 'stroke-amber-500' : 'stroke-amber-300'}`}
                />
                {directionArrows([toSvg(a), toSvg(b)], l.direction, 90).map((arrow, i) => (
                  <line
                    key={i}
                    x1={arrow.from.x}
                    y1={arrow.from.y}
                    x2={arrow.to.x}
                    y2={arrow.to.y}
                    strokeWidth={7}
                    className="stroke-amber-400"
                    markerEnd="url(#roi-arrow)"
                  />
                ))}
                <text x={a.x * W + 12} y={a.y * H - 16} className="fill-white stroke-slate-900 text-[40px] font-semibold" strokeWidth={1}>
                  {l.name}
                </text>
              </g>
            );
          })}
          {mode.kind !== 'idle' && mode.points.length > 0 && (
            <>
              <polyline points={pts(mode.points)} className="fill-none stroke-emerald-400" strokeWidth={6} strokeDasharray="16 10" />
              {mode.points.map((p, i) => (
                <circle key={i} cx={p.x * W} cy={p.y * H} r={i === 0 ? 16 : 11} className="fill-emerald-400 stroke-white" strokeWidth={4} />
              ))}
            </>
          )}
          {mode.kind !== 'idle' && cursor && (
            <g className="pointer-events-none stroke-emerald-600" strokeWidth={4}>
              <line x1={cursor.x * W - 24} y1={cursor.y * H} x2={cursor.x * W + 24} y2={cursor.y * H} />
              <line x1={cursor.x * W} y1={cursor.y * H - 24} x2={cursor.x * W} y2={cursor.y * H + 24} />
            </g>
          )}
          {mode.kind === 'idle' && selected?.kind === 'roi' && vertices('roi', selected.id, boxes.find((b) => b.id === selected.id)?.polygon ?? [])}
          {mode.kind === 'idle' && selected?.kind === 'line' && vertices('line', selected.id, lines.find((l) => l.id === selected.id)?.coords ?? [])}
        </svg>
      </div>
    </div>
  );
}
