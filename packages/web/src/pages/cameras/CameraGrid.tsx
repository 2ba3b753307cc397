import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CameraPage } from '../../api/cameras';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { CardMedia } from './CardMedia';
import { StateBadge } from './StateBadge';

export type CameraActions = { canEdit: boolean; onSettings: (id: number) => void; onWatch: (id: number) => void };

/** Loading, error-with-retry and empty states shared by the grid and the list. */
export function CameraListState({ query, filtered }: { query: UseQueryResult<CameraPage>; filtered: boolean }) {
  const intl = useIntl();
  if (query.isPending) return <Spinner />;
  if (query.error && !query.data) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} layout="block" />;
  }
  if (query.data?.cameras.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        {intl.formatMessage({ id: filtered ? 'camera.noMatch' : 'camera.empty' })}
      </p>
    );
  }
  return null;
}

/** Cameras as cards with their snapshot, state and actions. */
export function CameraGrid({ query, filtered, canEdit, onSettings, onWatch }: { query: UseQueryResult<CameraPage>; filtered: boolean } & CameraActions) {
  const intl = useIntl();
  const cameras = query.data?.cameras;
  // Snapshots are reloaded every half minute.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const t = setInterval(() => setTick((n) => n + 1), 30_000);
    return () => clearInterval(t);
  }, []);
  if (!cameras?.length) return <CameraListState query={query} filtered={filtered} />;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={intl.formatMessage({ id: 'nav.cameras' })}>
      {cameras.map((c) => (
        <li key={c.id} className="overflow-hidden rounded-lg border border-slate-200 bg-surface shadow-sm">
          <CardMedia camera={c} refreshKey={tick} onWatch={() => onWatch(c.id)} />
          <div className="flex flex-col gap-2 p-3">
            <h2 className="truncate font-medium" title={c.name}>
              {c.name}
            </h2>
            <div>
              <StateBadge camera={c} />
            </div>
            <p className="truncate text-xs text-slate-500" title={c.source.url}>
              {c.source.url}
            </p>
            {c.videoModules.length > 0 && (
              <p className="flex flex-wrap gap-1">
                {c.videoModules.map((m) => (
                  <span key={m} className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-800">
                    {intl.formatMessage({ id: `camera.module.${m}` as 'camera.module.fr' })}
                  </span>
                ))}
              </p>
            )}
            <div className="flex gap-2">
              <Button variant="secondary" className="flex-1" onClick={() => onWatch(c.id)}>
                {intl.formatMessage({ id: 'camera.watch' })}
              </Button>
              {canEdit && (
                <Button
                  variant="secondary"
                  className="flex-1"
                  onClick={() => onSettings(c.id)}
                  aria-label={intl.formatMessage({ id: 'camera.settingsNamed' }, { name: c.name })}
                >
                  {intl.formatMessage({ id: 'camera.settings' })}
                </Button>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
