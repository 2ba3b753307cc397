import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { CameraItem } from '../../api/cameras';
import { useMoveCamera, usePlanCameras, type Plan } from '../../api/plans';
import { Icon } from '../../components/icons';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { isDrag, nudge, toPlanPoint, type PlanPoint } from '../../lib/planPosition';

/**
 * A plan image with its cameras drawn where they hang. A camera is dragged to a new spot (saved as
 * plan_x, plan_y) or clicked to watch it; with the keyboard, arrows move it (Shift: further) and
 * Enter watches.
 */
export function PlanBoard({ plan, canMove, onWatch }: { plan: Plan; canMove: boolean; onWatch: (cameraId: number) => void }) {
  const intl = useIntl();
  const cameras = usePlanCameras(plan.id);
  const move = useMoveCamera(plan.id);
  const image = useRef<HTMLImageElement>(null);
  const [drag, setDrag] = useState<{ id: number; start: { x: number; y: number }; at: PlanPoint; moved: boolean } | null>(null);
  const [imageFailed, setImageFailed] = useState(false);

  const pointOf = (e: PointerEvent) => {
    const r = image.current?.getBoundingClientRect();
    return r ? toPlanPoint(e.clientX, e.clientY, r) : null;
  };

  const onDown = (c: CameraItem, e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    setDrag({ id: c.id, start: { x: e.clientX, y: e.clientY }, at: { x: c.planX ?? 0.5, y: c.planY ?? 0.5 }, moved: false });
  };
  const onMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag || !canMove) return;
    const moved = drag.moved || isDrag(e.clientX - drag.start.x, e.clientY - drag.start.y);
    const p = pointOf(e);
    if (moved && p) setDrag({ ...drag, at: p, moved: true });
  };
  const onUp = (c: CameraItem, e: PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    e.currentTarget.releasePointerCapture(e.pointerId);
    const d = drag;
    setDrag(null);
    if (d.moved && canMove) move.mutate({ cameraId: c.id, x: d.at.x, y: d.at.y });
    else onWatch(c.id);
  };
  const onKey = (c: CameraItem, e: KeyboardEvent<HTMLButtonElement>) => {
    if (!canMove) return;
    const next = nudge({ x: c.planX ?? 0.5, y: c.planY ?? 0.5 }, e.key, e.shiftKey);
    if (!next) return;
    e.preventDefault();
    move.mutate({ cameraId: c.id, x: next.x, y: next.y });
  };

  return (
    <div className="flex flex-col gap-2">
      {cameras.isError && <LoadError error={cameras.error} onRetry={() => void cameras.refetch()} failed="places.plan.camerasError" />}
      <div className="relative inline-block max-w-full self-start select-none" data-testid="plan-board">
        {imageFailed ? (
          <div role="alert" className="flex h-64 w-96 max-w-full items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
            {intl.formatMessage({ id: 'places.plan.imageError' })}
          </div>
        ) : (
          <img
            ref={image}
            src={plan.imageUrl}
            alt={intl.formatMessage({ id: 'places.plan.image' }, { name: plan.name })}
            className="block max-h-[70dvh] max-w-full rounded-md border border-slate-200"
            draggable={false}
            onError={() => setImageFailed(true)}
          />
        )}
        {!imageFailed &&
          cameras.data?.map((c) => {
            const at = drag?.id === c.id ? drag.at : { x: c.planX ?? 0.5, y: c.planY ?? 0.5 };
            return (
              <button
                key={c.id}
                type="button"
                data-camera-id={c.id}
                aria-label={intl.formatMessage({ id: canMove ? 'places.plan.cameraMovable' : 'places.plan.camera' }, { name: c.name })}
                title={c.name}
                onPointerDown={(e) => onDown(c, e)}
                onPointerMove={onMove}
                onPointerUp={(e) => onUp(c, e)}
                onPointerCancel={() => setDrag(null)}
                onKeyDown={(e) => onKey(c, e)}
                onClick={(e) => {
                  // Pointer clicks are handled on pointer up; this is Enter or Space.
                  if (e.detail === 0) onWatch(c.id);
                }}
                style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%`, touchAction: 'none' }}
                className={`absolute flex -translate-x-1/2 -translate-y-1/2 items-center gap-1 rounded-full border-2 border-white px-2 py-1 text-xs font-medium text-white shadow-lg ${drag?.id === c.id ? 'cursor-grabbing bg-brand-800' : 'bg-brand-600'} ${canMove ? 'cursor-grab' : 'cursor-pointer'}`}
              >
                <Icon name="cameras" className="h-4 w-4" />
                <span className="max-w-32 truncate">{c.name}</span>
              </button>
            );
          })}
      </div>
      {cameras.isLoading && <Spinner />}
      {cameras.data?.length === 0 && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'places.plan.noCameras' })}</p>}
      {move.isPending && (
        <p className="text-sm text-slate-600" role="status">
          {intl.formatMessage({ id: 'places.plan.saving' })}
        </p>
      )}
    </div>
  );
}
