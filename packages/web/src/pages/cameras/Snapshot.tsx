import { useState } from 'react';
import { useIntl } from 'react-intl';

/**
 * A camera's snapshot, or a neutral "no snapshot" state when the camera has none yet (or it
 * failed to load). `refreshMs` reloads the image periodically.
 */
export function Snapshot({ url, refreshKey = 0, className = '' }: { url: string | null | undefined; refreshKey?: number; className?: string }) {
  const intl = useIntl();
  const [failed, setFailed] = useState<string | null>(null);
  const src = url ? `${url}${url.includes('?') ? '&' : '?'}r=${refreshKey}` : null;
  if (!src || failed === src) {
    return (
      <div className={`flex aspect-video items-center justify-center bg-slate-100 bg-[linear-gradient(#e2e8f0_1px,transparent_1px),linear-gradient(90deg,#e2e8f0_1px,transparent_1px)] bg-[size:24px_24px] text-sm text-slate-500 ${className}`}>
        {intl.formatMessage({ id: 'camera.noSnapshot' })}
      </div>
    );
  }
  return <img src={src} alt={intl.formatMessage({ id: 'camera.snapshot' })} onError={() => setFailed(src)} className={`aspect-video w-full bg-slate-900 object-cover ${className}`} />;
}
