import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { useFacelist, type Facelist } from '../../api/facelists';
import { useDeleteFace, useFaceSearch, type Face } from '../../api/faces';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { QueryPager } from '../../components/QueryPager';
import { SearchBox } from '../../components/SearchBox';
import { showToast } from '../../components/toastStore';
import { useCursorPages } from '../../components/useCursorPages';
import { thresholdToPercent } from '../../lib/listFields';
import { useModal } from '../../modals/useModal';
import { FaceThumb } from './FaceThumb';
import { ListGate, ListHeader, useListId } from './ListHeader';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function FaceCard({ face, selected, onSelect, canSelect }: { face: Face; selected: boolean; onSelect: (v: boolean) => void; canSelect: boolean }) {
  const intl = useIntl();
  const { open } = useModal();
  return (
    <li
      className={`flex flex-col gap-2 rounded-lg border bg-surface p-2 shadow-sm ${selected ? 'border-brand-500 ring-2 ring-brand-100' : 'border-slate-200'}`}
      data-face-id={face.id}
    >
      <div className="relative">
        <FaceThumb url={face.images[0]?.url} name={face.fullName} className="aspect-square w-full" />
        {face.images.length > 1 && (
          <span className="absolute right-1 bottom-1 rounded bg-black/70 px-1.5 text-xs text-white">
            {intl.formatMessage({ id: 'lists.photoCount' }, { count: face.images.length })}
          </span>
        )}
      </div>
      <div className="flex items-start gap-2">
        {canSelect && (
          <input
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={intl.formatMessage({ id: 'lists.selectNamed' }, { name: face.fullName })}
          />
        )}
        <button type="button" onClick={() => open('faces/show', { faceId: face.id, facelistId: face.facelistId })} className="min-w-0 flex-1 text-left">
          <span className="block truncate font-medium text-brand-700 hover:underline" title={face.fullName}>
            {face.fullName}
          </span>
          {face.documentNumber && <span className="block truncate text-xs text-slate-500">{face.documentNumber}</span>}
          {face.birthDate && <span className="block text-xs text-slate-500">{intl.formatDate(`${face.birthDate}T00:00:00`, { dateStyle: 'medium' })}</span>}
        </button>
      </div>
    </li>
  );
}

function FacesGrid({ list }: { list: Facelist }) {
  const intl = useIntl();
  const can = useCan();
  const [state, update] = useRouteState();
  const text = str(state.text);
  const paging = useCursorPages(text);
  const faces = useFaceSearch(list.id, text, paging.cursor);
  const remove = useDeleteFace();
  // The selection belongs to the faces on screen: a new search or page starts with none.
  const view = `${text}|${paging.index}`;
  const [picked, setPicked] = useState<{ view: string; ids: ReadonlySet<number> }>({ view, ids: new Set() });
  const selected = picked.view === view ? picked.ids : new Set<number>();
  const setSelected = (ids: ReadonlySet<number>) => setPicked({ view, ids });
  const [asking, setAsking] = useState(false);
  const canDelete = can({ required: ['face_delete'] });
  const rows = faces.data?.faces;
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };
  const deleteSelected = async () => {
    setAsking(false);
    let failed = 0;
    for (const id of selected) await remove.mutateAsync(id).catch(() => (failed += 1));
    setSelected(new Set());
    showToast(
      failed
        ? { kind: 'error', text: intl.formatMessage({ id: 'lists.deleteSomeFailed' }, { count: failed }) }
        : { kind: 'success', text: intl.formatMessage({ id: 'lists.deleted' }) },
    );
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={intl.formatMessage({ id: 'lists.searchFaces' })}
          value={text}
          onChange={(v) => update({ text: v || null }, { replace: true })}
          className="w-full max-w-xs"
        />
        {canDelete && rows && rows.length > 0 && (
          <div className="ml-auto flex flex-wrap items-center gap-2">
            <Button variant="ghost" onClick={() => setSelected(selected.size === rows.length ? new Set() : new Set(rows.map((f) => f.id)))}>
              {intl.formatMessage({ id: selected.size === rows.length ? 'lists.selectNone' : 'lists.selectAll' })}
            </Button>
            <Button variant="danger" disabled={selected.size === 0 || remove.isPending} onClick={() => setAsking(true)}>
              {intl.formatMessage({ id: 'lists.deleteSelected' }, { count: selected.size })}
            </Button>
          </div>
        )}
      </div>
      {faces.isError && !rows ? (
        <LoadError error={faces.error} onRetry={() => void faces.refetch()} failed="lists.facesError" what="list" layout="block" />
      ) : !rows ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'app.loading' })}
        >
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i} className="h-56 animate-pulse rounded-lg bg-slate-200" />
          ))}
        </ul>
      ) : rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-surface p-6 text-center text-sm text-slate-500">
          {intl.formatMessage({ id: text.trim() ? 'lists.noFacesMatch' : 'lists.noFaces' })}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5 xl:grid-cols-6" aria-label={intl.formatMessage({ id: 'lists.faces' })}>
          {rows.map((f) => (
            <FaceCard key={f.id} face={f} selected={selected.has(f.id)} onSelect={(on) => toggle(f.id, on)} canSelect={canDelete} />
          ))}
        </ul>
      )}
      <QueryPager paging={paging} query={faces} />
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'lists.deleteFacesQuestion' }, { count: selected.size })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        onConfirm={() => void deleteSelected()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}

/** /facelists/:facelistId: a face list's people with their photos. */
export default function FacelistPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const list = useFacelist(useListId('facelistId'));
  return (
    <ListGate query={list}>
      {(l) => (
        <div>
          <ListHeader
            kind="face"
            list={l}
            facts={[
              [intl.formatMessage({ id: 'lists.faceCount' }), l.faceCount],
              [intl.formatMessage({ id: 'lists.threshold' }), `${thresholdToPercent(l.threshold)}%`],
              [intl.formatMessage({ id: 'lists.exactThreshold' }), `${thresholdToPercent(l.exactThreshold)}%`],
              [intl.formatMessage({ id: 'lists.activityTracking' }), intl.formatMessage({ id: l.activityTracking ? 'lists.yes' : 'lists.no' })],
            ]}
            synced={`${l.faceSyncCount} / ${l.faceCount}`}
          >
            {can({ required: ['face_create'] }) && (
              <Button onClick={() => open('faces/new', { facelistId: l.id })}>{intl.formatMessage({ id: 'lists.newFace' })}</Button>
            )}
            {can({ required: ['face_create', 'face_update', 'upload_create'] }) && (
              <Button variant="secondary" onClick={() => open('multipleFaces/new', { facelistId: l.id })}>
                {intl.formatMessage({ id: 'lists.uploadPhotos' })}
              </Button>
            )}
          </ListHeader>
          <FacesGrid list={l} />
        </div>
      )}
    </ListGate>
  );
}
