import { useState } from 'react';
import { useIntl } from 'react-intl';

const GROUND =
  'flex aspect-video w-full items-center justify-center bg-slate-100 bg-[linear-gradient(var(--color-slate-200)_1px,transparent_1px),linear-gradient(90deg,var(--color-slate-200)_1px,transparent_1px)] bg-[size:24px_24px] text-sm text-slate-600';

/**
 * A camera's snapshot, or a neutral "no snapshot" state when the camera has none yet (or it
 * failed to load). A changed `refreshKey` reloads the image; the previous one stays shown until
 * the new one has loaded, and before the first one a light "loading" ground is shown, never an
 * empty dark box. `pending`: the URL is still being asked for.
 */
export function Snapshot({
  url,
  refreshKey = 0,
  className = '',
  pending = false,
}: {
  url: string | null | undefined;
  refreshKey?: number;
  className?: string;
  pending?: boolean;
}) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const src = url ? `${url}${url.includes('?') ? '&' : '?'}r=${refreshKey}` : null;
  if (!src || failed === src) {
    return <div className={`${GROUND} ${className}`}>{intl.formatMessage({ id: pending && !src ? 'camera.snapshotLoading' : 'camera.noSnapshot' })}</div>;
  }
  const ready = loaded === src;
  return (
    <div className={`relative aspect-video w-full overflow-hidden ${className}`}>
      {!loaded && <div className={`absolute inset-0 ${GROUND}`}>{intl.formatMessage({ id: 'camera.snapshotLoading' })}</div>}
      {loaded && !ready && <img src={loaded} alt="" aria-hidden="true" className="absolute inset-0 h-full w-full object-cover" />}
      <img
        src={src}
        alt={intl.formatMessage({ id: 'camera.snapshot' })}
        onLoad={() => setLoaded(src)}
        onError={() => setFailed(src)}
        className={`absolute inset-0 h-full w-full object-cover ${ready ? '' : 'opacity-0'}`}
      />
    </div>
  );
}
