import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { usePlacecategories } from '../../api/placecategories';
import { useDeletePlace, usePlaceSearch, type Place, type PlaceFilters } from '../../api/places';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { QueryPager } from '../../components/QueryPager';
import { useCursorPages } from '../../components/useCursorPages';
import { categoryTrail } from '../../lib/categoryTree';
import { encodeRouteState } from '../../lib/routeState';
import { useModal } from '../../modals/useModal';
import { Dictionaries } from './Dictionaries';
import { ConfirmDelete, EditDeleteButtons } from './EditDelete';
import { kindGlyph } from './kindIcons';
import { SearchFilters } from './SearchFilters';

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
    {
      id: 'category',
      header: intl.formatMessage({ id: 'places.category' }),
      accessorFn: (p) => (p.category ? categoryTrail(categories.data ?? [], p.category.path) : '—'),
    },
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
          <EditDeleteButtons
            name={p.name}
            onEdit={canEdit ? () => open('places/edit', { placeId: p.id }) : undefined}
            onDelete={canDelete ? () => setDeleting(p) : undefined}
          />
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.places' })}>
        {can({ required: ['place_create'] }) && (
          <Button onClick={() => open('places/new', categoryId ? { categoryId } : {})}>{intl.formatMessage({ id: 'places.new' })}</Button>
        )}
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
          <SearchFilters
            text={text}
            onText={(v) => update({ text: v || null }, { replace: true })}
            filtered={filtered}
            onReset={() => update({ text: null, categoryId: null, kindId: null, tagId: null }, { replace: true })}
          />
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
          <QueryPager paging={paging} query={places} />
        </div>
      </div>
      <ConfirmDelete item={deleting} text={intl.formatMessage({ id: 'places.deletePlaceText' })} remove={del} onClose={() => setDeleting(null)} />
    </div>
  );
}
