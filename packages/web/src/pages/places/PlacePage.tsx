import type { Pagination } from '@argus/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { useCan } from '../../access/useCan';
import type { CameraItem } from '../../api/cameras';
import { request } from '../../api/client';
import type { EventItem } from '../../api/events';
import { usePlace } from '../../api/places';
import { useCreatePlan, useDeletePlan, usePlacePlans } from '../../api/plans';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { GONE } from '../../lib/retry';
import { defaultSpot } from '../../lib/planPosition';
import { encodeRouteState } from '../../lib/routeState';
import { useModal } from '../../modals/useModal';
import { kindGlyph } from './kindIcons';
import { PlanBoard } from './PlanBoard';
import { eventPlayerPath } from '../../lib/eventPlayback';

/** /places/{placeId} (no layout): the place's plans with cameras where they hang, and its events. */
export default function PlacePage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const placeId = Number(useParams().placeId) || 0;
  const place = usePlace(placeId);
  const plans = usePlacePlans(placeId);
  const [state, update] = useRouteState();
  const planId = typeof state.planId === 'number' ? state.planId : (plans.data?.[0]?.id ?? null);
  const plan = plans.data?.find((p) => p.id === planId) ?? plans.data?.[0] ?? null;
  const canUpdate = can({ required: ['place_update'] });
  const canCameras = can({ required: ['camera_read'] });
  const canMove = canUpdate && can({ required: ['camera_update'] });
  const watch = (cameraId: number) => open('cameras/mini-player', { cameraId });

  if (place.isLoading) return <Spinner fullPage />;
  if (place.isError || !place.data) {
    return (
      <main className="flex min-h-dvh flex-col">
        <LoadError error={place.error ?? GONE} onRetry={() => void place.refetch()} failed="places.loadError" what="place" layout="page" className="flex-1">
          <Link to="/places" className="inline-flex min-h-10 items-center px-4 text-sm text-brand-700 underline">
            {intl.formatMessage({ id: 'places.back' })}
          </Link>
        </LoadError>
      </main>
    );
  }
  const p = place.data;
  return (
    <main className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-4 p-4">
      <header className="flex flex-wrap items-center gap-3">
        <Link to="/places" className="text-sm text-brand-700 underline">
          ← {intl.formatMessage({ id: 'places.back' })}
        </Link>
        <h1 className="mr-auto text-2xl font-semibold break-words">
          {p.kind && <span aria-hidden="true">{kindGlyph(p.kind.icon)} </span>}
          {p.name}
        </h1>
        <Link
          to={`/map${encodeRouteState({ placeId: p.id })}`}
          className="inline-flex min-h-10 items-center rounded-md border border-slate-300 px-4 text-sm hover:bg-slate-100"
        >
          {intl.formatMessage({ id: 'places.showOnMap' })}
        </Link>
        {canUpdate && (
          <Button variant="secondary" onClick={() => open('places/edit', { placeId: p.id })}>
            {intl.formatMessage({ id: 'places.edit' })}
          </Button>
        )}
      </header>
      <p className="text-sm text-slate-600">
        {p.description && `${p.description} · `}
        {p.latitude.toFixed(5)}, {p.longitude.toFixed(5)} · {intl.formatMessage({ id: 'places.counts' }, { cameras: p.cameraCount, plans: p.planCount })}
      </p>

      <section aria-labelledby="plans-title" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="plans-title" className="mr-2 text-lg font-semibold">
            {intl.formatMessage({ id: 'places.plans' })}
          </h2>
          {plans.data && plans.data.length > 0 && (
            <div role="tablist" aria-label={intl.formatMessage({ id: 'places.plans' })} className="flex flex-wrap gap-1">
              {plans.data.map((pl) => (
                <button
                  key={pl.id}
                  type="button"
                  role="tab"
                  aria-selected={plan?.id === pl.id}
                  onClick={() => update({ planId: pl.id }, { replace: true })}
                  className={`min-h-10 rounded-md px-3 text-sm ${plan?.id === pl.id ? 'bg-brand-600 text-white' : 'border border-slate-300 hover:bg-slate-100'}`}
                >
                  {pl.name}
                </button>
              ))}
            </div>
          )}
        </div>
        {plans.isLoading && <Spinner />}
        {plans.isError && <LoadError error={plans.error} onRetry={() => void plans.refetch()} failed="places.plansError" />}
        {plans.data?.length === 0 && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'places.noPlans' })}</p>}
        {plan && canCameras && <PlanBoard plan={plan} canMove={canMove} onWatch={watch} />}
        {plan && canMove && <PutCamera placeId={p.id} planId={plan.id} />}
        {plan && canUpdate && <DeletePlan placeId={p.id} planId={plan.id} name={plan.name} onDeleted={() => update({ planId: null }, { replace: true })} />}
        {canUpdate && <UploadPlan placeId={p.id} onCreated={(id) => update({ planId: id }, { replace: true })} />}
      </section>

      {can({ required: ['event_read'] }) && <PlaceEvents placeId={p.id} />}
    </main>
  );
}

function UploadPlan({ placeId, onCreated }: { placeId: number; onCreated: (planId: number) => void }) {
  const intl = useIntl();
  const create = useCreatePlan(placeId);
  const [name, setName] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file || !name.trim()) return;
    create.mutate(
      { name: name.trim(), file },
      {
        onSuccess: (plan) => {
          setName('');
          setFile(null);
          (e.target as HTMLFormElement).reset();
          onCreated(plan.id);
        },
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-md border border-dashed border-slate-300 p-3"
      aria-label={intl.formatMessage({ id: 'places.plan.upload' })}
    >
      <TextField label={intl.formatMessage({ id: 'places.plan.name' })} value={name} onChange={(e) => setName(e.target.value)} required maxLength={255} />
      <div className="flex flex-col gap-1">
        <label htmlFor="plan-file" className="text-sm font-medium text-slate-700">
          {intl.formatMessage({ id: 'places.plan.file' })}
        </label>
        <input
          id="plan-file"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          required
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm"
        />
      </div>
      <Button type="submit" disabled={create.isPending || !file || !name.trim()}>
        {intl.formatMessage({ id: 'places.plan.upload' })}
      </Button>
    </form>
  );
}

function DeletePlan({ placeId, planId, name, onDeleted }: { placeId: number; planId: number; name: string; onDeleted: () => void }) {
  const intl = useIntl();
  const del = useDeletePlan(placeId);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" className="self-start" onClick={() => setAsking(true)}>
        {intl.formatMessage({ id: 'places.plan.delete' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'places.plan.deleteTitle' }, { name })}
        text={intl.formatMessage({ id: 'places.plan.deleteText' })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={del.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => del.mutate(planId, { onSuccess: () => (setAsking(false), onDeleted()) })}
      />
    </>
  );
}

/** Puts one of the organisation's cameras on the plan (it then belongs to this place). */
function PutCamera({ placeId, planId }: { placeId: number; planId: number }) {
  const intl = useIntl();
  const qc = useQueryClient();
  const [cameraId, setCameraId] = useState('');
  const [busy, setBusy] = useState(false);
  const cameras = useQuery({
    queryKey: ['cameras', 'search', { forPlan: planId }],
    queryFn: ({ signal }) =>
      request<{ cameras: CameraItem[]; pagination: Pagination }>('/cameras/search', { method: 'POST', signal, body: { json: { query: {}, limit: 200 } } }),
  });
  const free = (cameras.data?.cameras ?? []).filter((c) => c.planId !== planId);
  const put = async () => {
    const id = Number(cameraId);
    if (!id) return;
    setBusy(true);
    try {
      const onPlan = qc.getQueryData<CameraItem[]>(['plans', planId, 'cameras'])?.length ?? 0;
      const spot = defaultSpot(onPlan);
      await request(`/cameras/${id}`, { method: 'PUT', body: { json: { placeId, planId, planX: spot.x, planY: spot.y } } });
      setCameraId('');
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['plans', planId, 'cameras'] }),
        qc.invalidateQueries({ queryKey: ['cameras'] }),
        qc.invalidateQueries({ queryKey: ['places', placeId] }),
      ]);
    } finally {
      setBusy(false);
    }
  };
  if (cameras.isLoading || free.length === 0) return null;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField label={intl.formatMessage({ id: 'places.plan.addCamera' })} value={cameraId} onChange={(e) => setCameraId(e.target.value)}>
        <option value="">{intl.formatMessage({ id: 'places.plan.chooseCamera' })}</option>
        {free.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <Button variant="secondary" disabled={!cameraId || busy} onClick={() => void put()}>
        {intl.formatMessage({ id: 'places.plan.put' })}
      </Button>
    </div>
  );
}

function PlaceEvents({ placeId }: { placeId: number }) {
  const intl = useIntl();
  const events = useQuery({
    queryKey: ['events', 'place', placeId],
    queryFn: ({ signal }) => request<{ events: EventItem[]; pagination: Pagination }>('/events', { signal, query: { placeId, limit: 20 } }),
    refetchInterval: 30_000,
  });
  return (
    <section aria-labelledby="place-events" className="flex flex-col gap-2">
      <h2 id="place-events" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'places.events' })}
      </h2>
      {events.isLoading && <Spinner />}
      {events.isError && <LoadError error={events.error} onRetry={() => void events.refetch()} failed="places.eventsError" />}
      {events.data?.events.length === 0 && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'places.noEvents' })}</p>}
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {events.data?.events.map((e) => (
          <li key={e.eventId} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
            <time dateTime={e.ts} className="tabular-nums text-slate-600">
              {intl.formatDate(new Date(e.ts), { dateStyle: 'short', timeStyle: 'medium' })}
            </time>
            <span className="font-medium">{e.origin.cameraName}</span>
            <span className="rounded bg-slate-100 px-2 text-xs uppercase">{e.eventType}</span>
            <Link className="ml-auto text-brand-700 underline" to={eventPlayerPath(e)}>
              {intl.formatMessage({ id: 'places.watchEvent' })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
