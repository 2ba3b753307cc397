import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useDeleteVideomark, useVideomarkSearch, type Videomark } from '../../api/videomarks';
import { useRouteState } from '../../app/routeState';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryPager } from '../../components/QueryPager';
import { colId, DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SearchBox } from '../../components/SearchBox';
import { useCursorPages } from '../../components/useCursorPages';
import { tsParam } from '../../lib/timeline';
import { useCameraNames } from './useCameraNames';

/** /videomarks: marks on cameras' timelines, newest first; search by name, open in the player at the mark. */
export default function VideomarksPage() {
  const intl = useIntl();
  const can = useCan();
  const cameraName = useCameraNames();
  const [state, update] = useRouteState();
  const text = typeof state.text === 'string' ? state.text : '';
  const query = text.trim() ? { text: text.trim() } : {};
  const paging = useCursorPages(JSON.stringify(query));
  const marks = useVideomarkSearch(query, paging.cursor);
  const del = useDeleteVideomark();
  const [deleting, setDeleting] = useState<Videomark | null>(null);
  const canDelete = can({ required: ['videomark_delete'] });

  const columns: Columns<Videomark> = [
    {
      ...colId('snapshot'),
      header: intl.formatMessage({ id: 'video.mark.snapshot' }),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.snapshotUrl ? (
          <img src={row.original.snapshotUrl} alt={row.original.name} loading="lazy" className="aspect-video w-32 rounded bg-slate-200 object-cover" />
        ) : (
          <span className="text-slate-400">{intl.formatMessage({ id: 'video.mark.noSnapshot' })}</span>
        ),
    },
    { ...colId('name'), header: intl.formatMessage({ id: 'video.name' }), accessorKey: 'name' },
    {
      ...colId('ts'),
      header: intl.formatMessage({ id: 'video.mark.time' }),
      accessorKey: 'ts',
      cell: ({ row }) => intl.formatDate(row.original.ts, { dateStyle: 'short', timeStyle: 'medium' }),
    },
    { ...colId('camera'), header: intl.formatMessage({ id: 'video.camera' }), accessorFn: (r) => cameraName(r.cameraId) },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'video.actions' }),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-1">
          <Link
            to={`/player/${row.original.cameraId}/${tsParam(Date.parse(row.original.ts))}`}
            className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100"
          >
            {intl.formatMessage({ id: 'video.mark.play' })}
          </Link>
          {canDelete && (
            <Button variant="secondary" onClick={() => setDeleting(row.original)}>
              {intl.formatMessage({ id: 'video.delete' })}
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'video.marks' })} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label={intl.formatMessage({ id: 'video.mark.search' })}
          value={text}
          onChange={(v) => update({ text: v || null }, { replace: true })}
          className="w-full max-w-xs"
        />
      </div>
      <DataTable
        label={intl.formatMessage({ id: 'video.marks' })}
        columns={columns}
        data={marks.data?.videomarks}
        isLoading={marks.isPending}
        error={marks.error}
        onRetry={() => void marks.refetch()}
        empty={intl.formatMessage({ id: text.trim() ? 'video.mark.noMatch' : 'video.mark.empty' })}
        getRowId={(m) => String(m.id)}
      />
      <QueryPager paging={paging} query={marks} />
      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'video.mark.deleteTitle' }, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'video.delete' })}
        disabled={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
