import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useDeleteFacelist, useFacelistSearch, type Facelist, type FacelistPage } from '../../api/facelists';
import { useDeletePlatelist, usePlatelistSearch, type Platelist, type PlatelistPage } from '../../api/platelists';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { QueryPager } from '../../components/QueryPager';
import { DataTable, colId, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useCursorPages } from '../../components/useCursorPages';
import { thresholdToPercent } from '../../lib/listFields';
import { PacsSection } from '../../modals/pacs/PacsSection';
import { useModal } from '../../modals/useModal';
import { DeleteButton } from './DeleteButton';
import { PriorityBadge } from './PriorityBadge';

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function Counts({ count, synced, linked }: { count: number; synced: number; linked: number }) {
  const intl = useIntl();
  return (
    <span className="tabular-nums">
      {count}
      {linked > 0 && <span className="ml-1 text-xs text-slate-500">{intl.formatMessage({ id: 'lists.synced' }, { count: synced })}</span>}
    </span>
  );
}

function ListSection<T extends Facelist | Platelist>({
  kind,
  title,
  text,
  onText,
  query,
  paging,
  columns,
}: {
  kind: 'face' | 'plate';
  title: string;
  text: string;
  onText: (v: string) => void;
  query: UseQueryResult<FacelistPage | PlatelistPage>;
  paging: ReturnType<typeof useCursorPages>;
  columns: Columns<T>;
}) {
  const intl = useIntl();
  const rows = (query.data ? ('facelists' in query.data ? query.data.facelists : query.data.platelists) : undefined) as T[] | undefined;
  return (
    <section aria-label={title} className="flex min-w-0 flex-col gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      <SearchBox
        label={intl.formatMessage({ id: kind === 'face' ? 'lists.searchFacelists' : 'lists.searchPlatelists' })}
        value={text}
        onChange={onText}
        className="max-w-xs"
      />
      <DataTable
        label={title}
        columns={columns}
        data={rows}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={intl.formatMessage({ id: text.trim() ? 'lists.noMatch' : kind === 'face' ? 'lists.noFacelists' : 'lists.noPlatelists' })}
        getRowId={(l) => String(l.id)}
      />
      <QueryPager paging={paging} query={query} />
    </section>
  );
}

/** /lists: face lists and plate lists side by side, with their counts and priorities. */
export default function ListsPage() {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const [state, update] = useRouteState();
  const faceText = str(state.faceText);
  const plateText = str(state.plateText);
  const canFaces = can({ required: ['facelist_read'] });
  const canPlates = can({ required: ['platelist_read'] });
  const facePaging = useCursorPages(faceText);
  const platePaging = useCursorPages(plateText);
  const facelists = useFacelistSearch(faceText, facePaging.cursor, { enabled: canFaces });
  const platelists = usePlatelistSearch(plateText, platePaging.cursor, { enabled: canPlates });
  const deleteFacelist = useDeleteFacelist();
  const deletePlatelist = useDeletePlatelist();
  const canCreate = can({ required: ['facelist_create', 'platelist_create'] });
  const canEdit = can({ required: ['facelist_update', 'platelist_update'] });
  const canDeleteFaces = can({ required: ['facelist_delete'] });
  const canDeletePlates = can({ required: ['platelist_delete'] });

  const common = <T extends Facelist | Platelist>(kind: 'face' | 'plate'): Columns<T> => [
    {
      ...colId('name'),
      accessorKey: 'name',
      header: intl.formatMessage({ id: 'lists.name' }),
      cell: ({ row }) => (
        <div className="min-w-0">
          <Link to={`/${kind === 'face' ? 'facelists' : 'platelists'}/${row.original.id}`} className="font-medium text-brand-700 hover:underline">
            {row.original.name}
          </Link>
          {row.original.description && <p className="line-clamp-2 text-xs text-slate-500">{row.original.description}</p>}
        </div>
      ),
    },
    {
      ...colId('priority'),
      accessorFn: (l) => ['low', 'medium', 'high'].indexOf(l.priority),
      header: intl.formatMessage({ id: 'lists.priority' }),
      cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
    },
  ];
  const actions = <T extends Facelist | Platelist>(kind: 'face' | 'plate', canDelete: boolean, remove: (id: number) => Promise<unknown>): Columns<T> =>
    canEdit || canDelete
      ? [
          {
            ...colId('actions'),
            header: intl.formatMessage({ id: 'table.actions' }),
            enableSorting: false,
            cell: ({ row }) => (
              <div className="flex flex-wrap gap-1">
                {canEdit && (
                  <Button
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'lists.editNamed' }, { name: row.original.name })}
                    onClick={() => open('superlists/edit', { kind, id: row.original.id })}
                  >
                    {intl.formatMessage({ id: 'lists.edit' })}
                  </Button>
                )}
                {canDelete && (
                  <DeleteButton
                    label={intl.formatMessage({ id: 'lists.deleteNamed' }, { name: row.original.name })}
                    question={intl.formatMessage({ id: 'lists.deleteListQuestion' }, { name: row.original.name })}
                    text={intl.formatMessage({ id: kind === 'face' ? 'lists.deleteFacelistText' : 'lists.deletePlatelistText' })}
                    onDelete={() => remove(row.original.id)}
                  />
                )}
              </div>
            ),
          },
        ]
      : [];

  const faceColumns: Columns<Facelist> = [
    ...common<Facelist>('face'),
    {
      ...colId('faces'),
      accessorKey: 'faceCount',
      header: intl.formatMessage({ id: 'lists.faceCount' }),
      cell: ({ row }) => <Counts count={row.original.faceCount} synced={row.original.faceSyncCount} linked={row.original.pacses.length} />,
    },
    {
      ...colId('threshold'),
      accessorKey: 'threshold',
      header: intl.formatMessage({ id: 'lists.threshold' }),
      cell: ({ row }) => <span className="tabular-nums">{thresholdToPercent(row.original.threshold)}%</span>,
    },
    ...actions<Facelist>('face', canDeleteFaces, (id) => deleteFacelist.mutateAsync(id)),
  ];
  const plateColumns: Columns<Platelist> = [
    ...common<Platelist>('plate'),
    {
      ...colId('plates'),
      accessorKey: 'plateCount',
      header: intl.formatMessage({ id: 'lists.plateCount' }),
      cell: ({ row }) => <Counts count={row.original.plateCount} synced={row.original.plateSyncCount} linked={row.original.pacses.length} />,
    },
    ...actions<Platelist>('plate', canDeletePlates, (id) => deletePlatelist.mutateAsync(id)),
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'nav.lists' })}>
        {canCreate && (
          <>
            <Button onClick={() => open('superlists/new', { kind: 'face' })}>{intl.formatMessage({ id: 'lists.newFacelist' })}</Button>
            <Button variant="secondary" onClick={() => open('superlists/new', { kind: 'plate' })}>
              {intl.formatMessage({ id: 'lists.newPlatelist' })}
            </Button>
          </>
        )}
      </PageHeader>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {canFaces && (
          <ListSection
            kind="face"
            title={intl.formatMessage({ id: 'lists.facelists' })}
            text={faceText}
            onText={(v) => update({ faceText: v || null }, { replace: true })}
            query={facelists}
            paging={facePaging}
            columns={faceColumns}
          />
        )}
        {canPlates && (
          <ListSection
            kind="plate"
            title={intl.formatMessage({ id: 'lists.platelists' })}
            text={plateText}
            onText={(v) => update({ plateText: v || null }, { replace: true })}
            query={platelists}
            paging={platePaging}
            columns={plateColumns}
          />
        )}
      </div>
      <PacsSection />
    </div>
  );
}
