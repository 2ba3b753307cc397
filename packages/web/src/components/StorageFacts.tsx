import type { Camelize, StreamArchive, StreamserverStorage } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { formatBytes } from '../lib/cameraUnits';
import { Alert } from './Alert';

export type ArchiveInfo = Camelize<StreamArchive>;
export type VolumeInfo = Camelize<StreamserverStorage>;

/**
 * One camera's archive on its stream server: the oldest recording kept against the configured depth,
 * archive deleted early for lack of disk space, and recording stopped by it.
 */
export function ArchiveFacts({ archive, recording }: { archive: ArchiveInfo | null; recording: boolean | null }) {
  const intl = useIntl();
  if (!archive && recording !== false) return null;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <span className="flex flex-col gap-0.5 text-sm">
      {recording === false && <span className="text-red-700">{intl.formatMessage({ id: 'storage.recordingStopped' })}</span>}
      {archive && (
        <span>
          {archive.oldestAt
            ? intl.formatMessage({ id: 'storage.archiveFrom' }, { from: when(archive.oldestAt), days: archive.depthDays })
            : intl.formatMessage({ id: 'storage.archiveEmpty' }, { days: archive.depthDays })}
        </span>
      )}
      {archive?.earlyDeletedAt && (
        <span className="text-amber-800">{intl.formatMessage({ id: 'storage.earlyDeleted' }, { at: when(archive.earlyDeletedAt) })}</span>
      )}
    </span>
  );
}

/** A stream server's media volume: free space against its floor; recording stopped when it is short. */
export function VolumeFacts({ storage }: { storage: VolumeInfo | null }) {
  const intl = useIntl();
  if (!storage) return <>—</>;
  return (
    <span className="flex flex-col gap-1">
      <span>{intl.formatMessage({ id: 'storage.free' }, { free: formatBytes(storage.freeBytes), floor: formatBytes(storage.minFreeBytes) })}</span>
      {storage.lowSpace && (
        <Alert kind="error">
          {intl.formatMessage({ id: 'storage.low' })}
          <span className="block text-xs">{storage.lowSpace}</span>
        </Alert>
      )}
    </span>
  );
}

/** The short mark of a stream server in a list: storage low, or archive deleted early. */
export function StorageBadge({ storage, archives }: { storage: VolumeInfo | null; archives: { earlyDeletedAt: string | null }[] }) {
  const intl = useIntl();
  if (storage?.lowSpace)
    return <span className="rounded bg-red-100 px-1.5 py-0.5 text-xs font-medium text-red-800">{intl.formatMessage({ id: 'storage.lowBadge' })}</span>;
  if (archives.some((a) => a.earlyDeletedAt))
    return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">{intl.formatMessage({ id: 'storage.earlyBadge' })}</span>;
  return null;
}
