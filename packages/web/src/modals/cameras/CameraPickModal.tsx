import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCameraSearch } from '../../api/cameras';
import { useRouteState } from '../../app/routeState';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import { StateBadge } from '../../pages/cameras/StateBadge';
import type { ModalProps } from '../registry';

/**
 * cameras/pick: a searchable list; the choice is written to the route state as
 * `pickedCameraId` (and `pickedFor`, the caller's tag from props.for) for the page that asked.
 */
export default function CameraPickModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const [, update] = useRouteState();
  const [text, setText] = useState('');
  const cameras = useCameraSearch(text.trim() ? { text: text.trim() } : {}, null, { limit: 50 });
  const pick = (id: number) => update({ modal: null, modalProps: null, pickedCameraId: id, pickedFor: typeof props.for === 'string' ? props.for : null });
  const list = cameras.data?.cameras ?? [];
  return (
    <Modal title={intl.formatMessage({ id: 'camera.pick' })} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <SearchBox label={intl.formatMessage({ id: 'table.search' })} value={text} onChange={setText} />
        {cameras.isPending ? (
          <Spinner />
        ) : cameras.error && !cameras.data ? (
          <LoadError error={cameras.error} onRetry={() => void cameras.refetch()} />
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'camera.noMatch' })}</p>
        ) : (
          <ul className="flex max-h-96 flex-col divide-y divide-slate-100 overflow-y-auto">
            {list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => pick(c.id)}
                  className="flex w-full items-center justify-between gap-2 px-2 py-2 text-left hover:bg-slate-50 focus:bg-slate-50"
                >
                  <span className="min-w-0 truncate font-medium">{c.name}</span>
                  <StateBadge camera={c} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
