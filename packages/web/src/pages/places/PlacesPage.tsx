import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { usePlacecategories } from '../../api/placecategories';
import { useDeletePlace, usePlaceSearch, type Place, type PlaceFilters } from '../../api/places';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CursorPager } from '../../components/CursorPager';
import { DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { showToast } from '../../components/toastStore';
import { useCursorPages } from '../../components/useCursorPages';
import { categoryTrail } from '../../lib/categoryTree';
import { encodeRouteState } from '../../lib/routeState';
import { useModal } from '../../modals/useModal';
import { Dictionaries } from './Dictionaries';
import { kindGlyph } from './kindIcons';

const idOf = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);

/** /places: the category tree, kinds, tags and tag groups beside the list of places with its filters. */
export default function PlacesPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const text = typeof state.text === 'string' ? state.text : '';
  const categoryId = idOf(state.categoryId);
  const kindId = idOf(state.kindId);
  const tagId = idOf(state.tagId);
  const filters: PlaceFilters = {
    ...(text.trim() ? { text: text.trim() } : {}),
    ...(categoryId ? { placecategoryId: categoryId } : {}),
    ...(kindId ? { placekindId: kindId } : {}),
    ...(tagId ? { placetagId: tagId } : {}),
  };
  const filtered = Object.keys(filters).length > 0;
  const paging = useCursorPages(JSON.stringify(filters));
  const places = usePlaceSearch(filters, paging.cursor, { limit: 25 });
  const categories = usePlacecategories();
  const del = useDeletePlace();
  const [deleting, setDeleting] = useState<Place | null>(null);
  const canEdit = can({ required: ['place_update'] });
  const canDelete = can({ required: ['place_delete'] });

  const columns: Columns<Place> = [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'places.form.name' }),
      accessorFn: (p) => p.name,
      cell: ({ row: { original: p } }) => (
        <Link to={`/places/${p.id}`} className="font-medium text-brand-700 underline">
          {p.kind && <span aria-hidden="true">{kindGlyph(p.kind.icon)} </span>}
          {p.name}
        </Link>
      ),
    },
    { id: 'category', header: intl.formatMessage({ id: 'places.category' }), accessorFn: (p) => (p.category ? categoryTrail(categories.data ?? [], p.category.path) : '—') },
    { id: 'kind', header: intl.formatMessage({ id: 'places.kind' }), accessorFn: (p) => p.kind?.name ?? '—' },
    { id: 'tags', header: intl.formatMessage({ id: 'places.tags' }), accessorFn: (p) => p.tags.map((t) => t.name).join(', ') || '—' },
    { id: 'cameras', header: intl.formatMessage({ id: 'places.cameras' }), accessorFn: (p) => p.cameraCount },
    { id: 'plans', header: intl.formatMessage({ id: 'places.plans' }), accessorFn: (p) => p.planCount },
    {
      id: 'actions',
      header: intl.formatMessage({ id: 'table.actions' }),
      enableSorting: false,
      cell: ({ row: { original: p } }) => (
        <div className="flex flex-wrap gap-1">
          <Link to={`/map${encodeRouteState({ placeId: p.id })}`} className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-slate-100">
            {intl.formatMessage({ id: 'places.showOnMap' })}
          </Link>
          {canEdit && (
            <button type="button" className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-slate-100" onClick={() => open('places/edit', { placeId: p.id })} aria-label={intl.formatMessage({ id: 'places.editNamed' }, { name: p.name })}>
              {intl.formatMessage({ id: 'places.editShort' })}
            </button>
          )}
          {canDelete && (
            <button type="button" className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50" onClick={() => setDeleting(p)} aria-label={intl.formatMessage({ id: 'places.deleteNamed' }, { name: p.name })}>
              {intl.formatMessage({ id: 'app.delete' })}
            </button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.places' })}>
        {can({ required: ['place_create'] }) && <Button onClick={() => open('places/new', categoryId ? { categoryId } : {})}>{intl.formatMessage({ id: 'places.new' })}</Button>}
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <Dictionaries
          categoryId={categoryId}
          onCategory={(id) => update({ categoryId: id }, { replace: true })}
          kindId={kindId}
          onKind={(id) => update({ kindId: id }, { replace: true })}
          tagId={tagId}
          onTag={(id) => update({ tagId: id }, { replace: true })}
        />
        <div className="min-w-0">
          <div className="mb-3 flex flex-wrap items-end gap-3">
            <SearchBox label={intl.formatMessage({ id: 'table.search' })} value={text} onChange={(v) => update({ text: v || null }, { replace: true })} className="w-full max-w-xs" />
            {filtered && (
              <Button variant="ghost" onClick={() => update({ text: null, categoryId: null, kindId: null, tagId: null }, { replace: true })}>
                {intl.formatMessage({ id: 'filter.reset' })}
              </Button>
            )}
          </div>
          <DataTable
            label={intl.formatMessage({ id: 'nav.places' })}
            columns={columns}
            data={places.data?.places}
            isLoading={places.isLoading}
            error={places.error}
            onRetry={() => void places.refetch()}
            empty={intl.formatMessage({ id: filtered ? 'places.emptyFiltered' : 'places.empty' })}
            getRowId={(p) => String(p.id)}
          />
          <CursorPager
            page={paging.index}
            hasPrevious={paging.index > 0}
            hasNext={!!places.data?.pagination.cursor}
            busy={places.isFetching}
            onPrevious={paging.previous}
            onNext={() => paging.next(places.data?.pagination.cursor ?? null)}
          />
        </div>
      </div>
      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'places.deleteTitle' }, { name: deleting?.name ?? '' })}
        text={intl.formatMessage({ id: 'places.deletePlaceText' })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        disabled={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          del.mutate(deleting.id, {
            onSuccess: () => {
              showToast({ kind: 'success', text: intl.formatMessage({ id: 'places.deleted' }, { name: deleting.name }) });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </div>
  );
}
