import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useAbortTask, useDeleteVideoclip, useVideoclips, type Videoclip } from '../../api/videoclips';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { QueryPager } from '../../components/QueryPager';
import { colId, DataTable, type Columns } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useCursorPages } from '../../components/useCursorPages';
import { tsParam } from '../../lib/timeline';
import { useCameraNames } from './useCameraNames';

const running = (c: Videoclip) => c.status === 'pending' || c.status === 'running';

/** /videoclips: the user's exported clips with their task's progress; download, abort, delete. */
export default function VideoclipsPage() {
  const intl = useIntl();
  const can = useCan();
  const cameraName = useCameraNames();
  const paging = useCursorPages('clips');
  const clips = useVideoclips(paging.cursor);
  const abort = useAbortTask();
  const del = useDeleteVideoclip();
  const [deleting, setDeleting] = useState<Videoclip | null>(null);
  const canDelete = can({ required: ['videoclip_delete'] });
  const seconds = (c: Videoclip) => Math.round((Date.parse(c.rangeEnd) - Date.parse(c.rangeStart)) / 1000);

  const columns: Columns<Videoclip> = [
    {
      ...colId('range'),
      header: intl.formatMessage({ id: 'video.clip.range' }),
      accessorKey: 'rangeStart',
      cell: ({ row }) => (
        <Link to={`/player/${row.original.cameraId}/${tsParam(Date.parse(row.original.rangeStart))}`} className="text-brand-700 hover:underline">
          {intl.formatDate(row.original.rangeStart, { dateStyle: 'short', timeStyle: 'medium' })}
        </Link>
      ),
    },
    {
      ...colId('length'),
      header: intl.formatMessage({ id: 'video.clip.seconds' }),
      accessorFn: seconds,
      cell: ({ row }) => intl.formatMessage({ id: 'video.seconds' }, { s: seconds(row.original) }),
    },
    { ...colId('camera'), header: intl.formatMessage({ id: 'video.camera' }), accessorFn: (r) => cameraName(r.cameraId) },
    {
      ...colId('status'),
      header: intl.formatMessage({ id: 'video.status' }),
      accessorKey: 'status',
      cell: ({ row }) => {
        const c = row.original;
        return (
          <span className="flex items-center gap-2">
            {intl.formatMessage({ id: `video.status.${c.status}` })}
            {running(c) && (
              <>
                <progress max={100} value={c.progress} aria-label={intl.formatMessage({ id: 'video.clip.progress' })} className="w-24" />
                <span>{c.progress}%</span>
              </>
            )}
          </span>
        );
      },
    },
    {
      ...colId('created'),
      header: intl.formatMessage({ id: 'video.created' }),
      accessorKey: 'createdAt',
      cell: ({ row }) => intl.formatDate(row.original.createdAt, { dateStyle: 'short', timeStyle: 'short' }),
    },
    {
      ...colId('actions'),
      header: intl.formatMessage({ id: 'video.actions' }),
      enableSorting: false,
      cell: ({ row }) => {
        const c = row.original;
        return (
          <div className="flex flex-wrap items-center gap-1">
            {c.status === 'succeeded' && c.url && (
              <a href={c.url} download className="rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-100">
                {intl.formatMessage({ id: 'video.clip.download' })}
              </a>
            )}
            {running(c) && c.taskId !== null && (
              <Button variant="ghost" disabled={abort.isPending} onClick={() => abort.mutate(c.taskId!)}>
                {intl.formatMessage({ id: 'video.clip.abort' })}
              </Button>
            )}
            {canDelete && (
              <Button variant="secondary" onClick={() => setDeleting(c)}>
                {intl.formatMessage({ id: 'video.delete' })}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <div>
      <PageHeader title={intl.formatMessage({ id: 'video.clips' })} />
      <DataTable
        label={intl.formatMessage({ id: 'video.clips' })}
        columns={columns}
        data={clips.data?.videoclips}
        isLoading={clips.isPending}
        error={clips.error}
        onRetry={() => void clips.refetch()}
        empty={intl.formatMessage({ id: 'video.clip.empty' })}
        getRowId={(c) => String(c.id)}
      />
      <QueryPager paging={paging} query={clips} />
      <ConfirmDialog
        open={!!deleting}
        title={intl.formatMessage({ id: 'video.clip.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'video.delete' })}
        disabled={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </div>
  );
}
