import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useCan } from '../../access/useCan';
import { useCameraSearch } from '../../api/cameras';
import { useVideowall, type Videowall } from '../../api/videowalls';
import { Button } from '../../components/Button';
import { LeaveGuard } from '../../components/LeaveGuard';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { cellStyle, changeGridType, GRID_TYPES, placeCamera, removeCamera, wallChanged, type GridCell, type GridType } from '../../lib/videoGrid';
import { useModal } from '../../modals/useModal';
import { LiveVideo } from '../../player/LiveVideo';
import { draftOf, type Draft } from './wallDraft';

/** A camera of the side list, dragged into a cell. */
function CameraChip({ id, name }: { id: number; name: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: `camera-${id}`, data: { camera: id, from: null } });
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={`cursor-grab touch-none rounded-md border border-slate-600 bg-slate-800 px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${isDragging ? 'z-50 opacity-80 shadow-lg' : ''}`}
      data-camera-id={id}
    >
      {name}
    </li>
  );
}

function Cell({
  index,
  cell,
  camera,
  name,
  editable,
  cameras,
  onRemove,
  onPick,
}: {
  index: number;
  cell: GridCell;
  camera: number | null;
  name: string;
  editable: boolean;
  cameras: { id: number; name: string }[];
  onRemove: () => void;
  onPick: (id: number) => void;
}) {
  const intl = useIntl();
  const { setNodeRef: dropRef, isOver } = useDroppable({ id: `cell-${index}`, data: { cell: index } });
  const {
    setNodeRef: dragRef,
    attributes: dragAttributes,
    listeners: dragListeners,
    transform: dragTransform,
  } = useDraggable({ id: `cell-drag-${index}`, data: { camera, from: index }, disabled: camera === null || !editable });
  return (
    <div
      ref={dropRef}
      style={cellStyle(cell)}
      className={`relative min-h-0 min-w-0 overflow-hidden rounded bg-black ${isOver ? 'ring-2 ring-brand-400' : 'ring-1 ring-slate-700'}`}
      data-cell={index}
      aria-label={intl.formatMessage({ id: 'video.wall.cell' }, { n: index + 1 })}
      role="group"
    >
      {camera !== null ? (
        <>
          <LiveVideo cameraId={camera} label={intl.formatMessage({ id: 'video.liveOf' }, { name })} className="relative h-full w-full" />
          <div className="absolute inset-x-0 top-0 flex items-center gap-1 bg-gradient-to-b from-black/70 to-transparent p-1 text-xs text-white">
            <span
              ref={dragRef}
              {...dragAttributes}
              {...dragListeners}
              className={`min-w-0 flex-1 truncate px-1 ${editable ? 'cursor-grab touch-none' : ''}`}
              style={dragTransform ? { transform: `translate3d(${dragTransform.x}px, ${dragTransform.y}px, 0)` } : undefined}
            >
              {name}
            </span>
            <Link to={`/player/${camera}`} className="rounded px-1 hover:bg-white/20" aria-label={intl.formatMessage({ id: 'video.openPlayer' }, { name })}>
              ↗
            </Link>
            {editable && (
              <button
                type="button"
                onClick={onRemove}
                className="rounded px-1 hover:bg-white/20"
                aria-label={intl.formatMessage({ id: 'video.wall.remove' }, { name })}
              >
                ×
              </button>
            )}
          </div>
        </>
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-2 p-2 text-center text-xs text-slate-400">
          <span>{intl.formatMessage({ id: 'video.wall.dropHere' })}</span>
          {editable && cameras.length > 0 && (
            <select
              value=""
              onChange={(e) => e.target.value && onPick(Number(e.target.value))}
              aria-label={intl.formatMessage({ id: 'video.wall.pickFor' }, { n: index + 1 })}
              className="max-w-full rounded border border-slate-600 bg-slate-800 px-1 py-1 text-slate-100"
            >
              <option value="">{intl.formatMessage({ id: 'video.chooseCamera' })}</option>
              {cameras.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </div>
      )}
    </div>
  );
}

function WallEditor({ wall }: { wall: Videowall }) {
  const intl = useIntl();
  const can = useCan();
  const editable = can({ required: ['videowall_update'] });
  const { open } = useModal();
  // The stored wall as the cache has it: saving in videowalls/diff updates it, and the draft is then unchanged.
  const saved = useMemo(() => draftOf(wall), [wall]);
  const [draft, setDraft] = useState<Draft>(() => draftOf(wall));
  const [text, setText] = useState('');
  const cameras = useCameraSearch(text.trim() ? { text: text.trim() } : {}, null, { limit: 100, refetchMs: 60_000 });
  const all = useCameraSearch({}, null, { limit: 100, refetchMs: 60_000 });
  const names = new Map((all.data?.cameras ?? []).map((c) => [c.id, c.name]));
  const nameOf = (id: number) => names.get(id) ?? `#${id}`;
  const changed = wallChanged(draft, saved);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const wallRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!changed) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const onDragEnd = (e: DragEndEvent) => {
    const camera = e.active.data.current?.camera as number | null | undefined;
    const from = (e.active.data.current?.from as number | null | undefined) ?? null;
    const cell = e.over?.data.current?.cell as number | undefined;
    if (camera === null || camera === undefined || cell === undefined) return;
    setDraft((d) => ({ ...d, cameras: placeCamera(d.cameras, cell, camera, from) }));
  };
  const fullScreen = () => void wallRef.current?.requestFullscreen?.().catch(() => undefined);
  const list = (cameras.data?.cameras ?? []).map((c) => ({ id: c.id, name: c.name }));

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd}>
      <LeaveGuard when={changed} />
      <div className="palette-fixed flex min-h-dvh flex-col gap-2 bg-slate-900 p-2 text-slate-100">
        <header className="flex flex-wrap items-center gap-2">
          <Link to="/videowalls" className="rounded-md px-2 py-2 text-sm text-slate-300 hover:bg-slate-800 hover:text-white">
            ← {intl.formatMessage({ id: 'video.walls' })}
          </Link>
          <input
            value={draft.name}
            onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
            readOnly={!editable}
            maxLength={255}
            aria-label={intl.formatMessage({ id: 'video.name' })}
            className="min-h-10 min-w-0 flex-1 rounded-md border border-slate-600 bg-slate-800 px-2 text-base font-semibold sm:max-w-xs"
          />
          {editable && (
            <select
              value={draft.gridType}
              onChange={(e) => {
                const type = e.target.value as GridType;
                setDraft((d) => ({ ...d, gridType: type, ...changeGridType(type, { layout: d.layout, cameras: d.cameras }) }));
              }}
              aria-label={intl.formatMessage({ id: 'video.wall.grid' })}
              className="min-h-10 rounded-md border border-slate-600 bg-slate-800 px-2"
            >
              {GRID_TYPES.filter((g) => g !== 'custom' || draft.gridType === 'custom').map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          )}
          <Button variant="secondary" onClick={fullScreen}>
            {intl.formatMessage({ id: 'video.wall.fullScreen' })}
          </Button>
          {editable && (
            <>
              <Button variant="secondary" disabled={!changed} onClick={() => setDraft(saved)}>
                {intl.formatMessage({ id: 'video.wall.discard' })}
              </Button>
              <Button disabled={!changed} onClick={() => open('videowalls/diff', { videowallId: wall.id, draft })}>
                {intl.formatMessage({ id: 'video.save' })}
              </Button>
            </>
          )}
          {changed && <span className="text-sm text-amber-300">{intl.formatMessage({ id: 'video.wall.unsaved' })}</span>}
        </header>
        <div className="flex min-h-0 flex-1 flex-col gap-2 md:flex-row">
          {editable && (
            <aside className="flex flex-col gap-2 md:w-56" aria-label={intl.formatMessage({ id: 'video.wall.cameraList' })}>
              <input
                type="search"
                value={text}
                onChange={(e) => setText(e.target.value)}
                placeholder={intl.formatMessage({ id: 'video.wall.searchCameras' })}
                aria-label={intl.formatMessage({ id: 'video.wall.searchCameras' })}
                className="min-h-10 rounded-md border border-slate-600 bg-slate-800 px-2 text-sm"
              />
              <p className="text-xs text-slate-400">{intl.formatMessage({ id: 'video.wall.dragHint' })}</p>
              {cameras.isPending ? (
                <Spinner />
              ) : cameras.isError ? (
                <LoadError error={cameras.error} onRetry={() => void cameras.refetch()} />
              ) : list.length === 0 ? (
                <p className="text-sm text-slate-400">{intl.formatMessage({ id: 'video.noCameras' })}</p>
              ) : (
                <ul className="flex max-h-40 flex-row flex-wrap gap-1 overflow-y-auto md:max-h-none md:flex-col md:flex-nowrap">
                  {list.map((c) => (
                    <CameraChip key={c.id} id={c.id} name={c.name} />
                  ))}
                </ul>
              )}
            </aside>
          )}
          <div
            ref={wallRef}
            data-testid="videowall-grid"
            className="grid aspect-video max-h-[calc(100dvh-6rem)] w-full flex-1 gap-1 bg-slate-950"
            style={{ gridTemplateColumns: 'repeat(12, minmax(0, 1fr))', gridTemplateRows: 'repeat(12, minmax(0, 1fr))' }}
          >
            {draft.layout.map((cell, i) => {
              const camera = draft.cameras[i] ?? null;
              return (
                <Cell
                  key={i}
                  index={i}
                  cell={cell}
                  camera={camera}
                  name={camera !== null ? nameOf(camera) : ''}
                  editable={editable}
                  cameras={list}
                  onRemove={() => setDraft((d) => ({ ...d, cameras: removeCamera(d.cameras, i) }))}
                  onPick={(id) => setDraft((d) => ({ ...d, cameras: placeCamera(d.cameras, i, id, null) }))}
                />
              );
            })}
          </div>
        </div>
      </div>
    </DndContext>
  );
}

/** /videowalls/{id}: the wall's grid with a live player per cell; drag cameras into cells, save. */
export default function VideowallPage() {
  const intl = useIntl();
  const params = useParams();
  const id = Number(params.videowallId);
  const wall = useVideowall(id);
  if (wall.data) return <WallEditor key={wall.data.id} wall={wall.data} />;
  return (
    <div className="palette-fixed flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-900 p-6 text-slate-100">
      {wall.isError ? (
        <LoadError error={wall.error} onRetry={() => void wall.refetch()} failed="video.wall.loadError" what="wall" layout="block">
          <Link to="/videowalls" className="rounded-md px-4 py-2 text-sm underline">
            {intl.formatMessage({ id: 'video.walls' })}
          </Link>
        </LoadError>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
