import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { Icon } from '../../components/icons';
import { pickBanner } from '../../lib/banners';
import { isDriftWarning } from '../../lib/clockDrift';
import { formatPlannedAt, showMaintenance } from '../../lib/maintenance';
import { useClockDrift } from '../clock';
import { useOnline } from './useOnline';

const DISMISS_KEY = 'maintenance-dismissed';

function readDismissed(): string | null {
  try {
    return localStorage.getItem(DISMISS_KEY);
  } catch {
    return null;
  }
}

/** The top banner: offline, else clock drift, else maintenance (dismissable per planned time). */
export function Banner() {
  const intl = useIntl();
  const online = useOnline();
  const drift = useClockDrift();
  const { maintenance } = useConfig();
  const [dismissed, setDismissed] = useState(readDismissed);
  const banner = pickBanner({
    offline: !online,
    clockDrift: isDriftWarning(drift),
    maintenance: showMaintenance(maintenance, dismissed),
  });
  if (!banner) return null;
  const style = banner === 'maintenance' ? 'bg-sky-100 text-sky-950' : 'bg-amber-100 text-amber-950';
  const text =
    banner === 'offline'
      ? intl.formatMessage({ id: 'banner.offline' })
      : banner === 'clockDrift'
        ? intl.formatMessage({ id: 'banner.clockDrift' }, { seconds: Math.round(Math.abs(drift) / 1000) })
        : intl.formatMessage({ id: 'banner.maintenance' }, { date: formatPlannedAt(maintenance.plannedAt ?? '') });
  return (
    <div role="status" data-banner={banner} className={`flex items-center gap-3 px-4 py-2 text-sm ${style}`}>
      <Icon name="warning" className="h-4 w-4 shrink-0" />
      <p className="flex-1">{text}</p>
      {banner === 'maintenance' && (
        <button
          type="button"
          className="rounded p-1 hover:bg-sky-200"
          aria-label={intl.formatMessage({ id: 'banner.dismiss' })}
          onClick={() => {
            const at = maintenance.plannedAt ?? '';
            try {
              localStorage.setItem(DISMISS_KEY, at);
            } catch {
              // ignore
            }
            setDismissed(at);
          }}
        >
          <Icon name="close" className="h-4 w-4" />
        </button>
      )}
    </div>
  );
}
