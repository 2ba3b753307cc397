import type { OnvifPtzMove, PtzDirection } from '@argus/contracts';
import { useIntl } from 'react-intl';
import { usePtzHome, usePtzMove } from '../api/onvif';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';

const PAD: (PtzDirection | 'home')[] = ['up_left', 'up', 'up_right', 'left', 'home', 'right', 'down_left', 'down', 'down_right'];
const ARROWS: Record<string, string> = { up_left: '↖', up: '↑', up_right: '↗', left: '←', home: '⌂', right: '→', down_left: '↙', down: '↓', down_right: '↘' };

/**
 * Pan, tilt and zoom of a PTZ camera through PUT /onvif/{id}/ptz and /ptz/home/apply (camera_update):
 * in the camera's ONVIF settings and, compact, beside the player.
 */
export function PtzPad({ cameraId, compact = false }: { cameraId: number; compact?: boolean }) {
  const intl = useIntl();
  const move = usePtzMove(cameraId);
  const home = usePtzHome(cameraId);
  const go = (m: OnvifPtzMove) => move.mutate(m);
  return (
    <section className="flex flex-col gap-3" aria-label={intl.formatMessage({ id: 'onvif.ptz' })} data-testid="ptz">
      <h3 className={compact ? 'sr-only' : 'font-semibold'}>{intl.formatMessage({ id: 'onvif.ptz' })}</h3>
      {(move.isError || home.isError) && <Alert>{intl.formatMessage({ id: 'onvif.rejected' })}</Alert>}
      <div className="flex flex-wrap items-start gap-6">
        <div className={`grid grid-cols-3 gap-1 ${compact ? 'w-32' : 'w-40'}`}>
          {PAD.map((k) => (
            <Button
              key={k}
              variant="secondary"
              className={compact ? 'h-9 px-0 text-base' : 'h-12 text-lg'}
              disabled={move.isPending || home.isPending}
              aria-label={intl.formatMessage({ id: `onvif.ptz.${k}` })}
              onClick={() => (k === 'home' ? home.mutate('goto') : go({ kind: k }))}
            >
              {ARROWS[k]}
            </Button>
          ))}
        </div>
        <div className={`flex flex-col ${compact ? 'gap-1' : 'gap-2'}`}>
          <Button variant="secondary" onClick={() => go({ kind: 'zoom_in' })} disabled={move.isPending}>
            {intl.formatMessage({ id: 'onvif.ptz.zoom_in' })}
          </Button>
          <Button variant="secondary" onClick={() => go({ kind: 'zoom_out' })} disabled={move.isPending}>
            {intl.formatMessage({ id: 'onvif.ptz.zoom_out' })}
          </Button>
          {!compact && (
            <Button variant="ghost" onClick={() => home.mutate('save')} disabled={home.isPending}>
              {intl.formatMessage({ id: 'onvif.ptz.saveHome' })}
            </Button>
          )}
        </div>
      </div>
      {move.data && !move.data.sent && <p className="text-sm text-slate-400">{intl.formatMessage({ id: 'onvif.ptz.tooSmall' })}</p>}
    </section>
  );
}
