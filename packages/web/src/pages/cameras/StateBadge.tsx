import { useIntl } from 'react-intl';
import type { CameraItem } from '../../api/cameras';

/** Active, or inactive with its reason (spec section 4). */
export function StateBadge({ camera }: { camera: Pick<CameraItem, 'state' | 'stateReason'> }) {
  const intl = useIntl();
  const active = camera.state === 'active';
  const label = active
    ? intl.formatMessage({ id: 'camera.state.active' })
    : `${intl.formatMessage({ id: 'camera.state.inactive' })}${camera.stateReason ? ` · ${intl.formatMessage({ id: `camera.reason.${camera.stateReason}` })}` : ''}`;
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      <span aria-hidden className={`h-2 w-2 rounded-full ${active ? 'bg-emerald-500' : 'bg-slate-500'}`} />
      {label}
    </span>
  );
}

/** Online / offline dot for edges and stream servers. */
export function LiveBadge({ status }: { status: 'online' | 'offline' | 'degraded' | null | undefined }) {
  const intl = useIntl();
  const s = status ?? 'offline';
  const color = s === 'online' ? 'bg-emerald-100 text-emerald-800' : s === 'degraded' ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700';
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${color}`}>{intl.formatMessage({ id: `machine.status.${s}` })}</span>;
}
