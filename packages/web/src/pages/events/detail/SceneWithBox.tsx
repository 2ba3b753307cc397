import { useIntl } from 'react-intl';
import { boxStyle, type Rect } from '../../../lib/eventDetail';

/**
 * The scene image with the detection box drawn over it. The box is placed in percentages of a
 * frame that wraps the image exactly, so it stays on the object at any size.
 */
export function SceneWithBox({ url, rect, camera }: { url: string | null; rect: Rect | null | undefined; camera: string }) {
  const intl = useIntl();
  if (!url)
    return (
      <div className="flex aspect-video w-full items-center justify-center rounded-md bg-slate-100 text-sm text-slate-600">
        {intl.formatMessage({ id: 'events.detail.noScene' })}
      </div>
    );
  const box = boxStyle(rect);
  return (
    <figure className="flex justify-center rounded-md bg-slate-900">
      <div className="relative w-fit" data-testid="event-scene">
        <img src={url} alt={intl.formatMessage({ id: 'events.detail.sceneAlt' }, { camera })} className="block max-h-[42vh] w-auto max-w-full" />
        {box && (
          <div
            data-testid="event-box"
            aria-label={intl.formatMessage({ id: 'events.detail.box' })}
            role="img"
            className="pointer-events-none absolute rounded-sm border-2 border-amber-400 shadow-[0_0_0_1px_rgb(0_0_0/0.6)]"
            style={box}
          />
        )}
      </div>
    </figure>
  );
}
