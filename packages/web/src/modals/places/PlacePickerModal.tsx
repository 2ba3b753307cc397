import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { usePlaceSearch } from '../../api/places';
import { Modal } from '../../components/Modal';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import { encodeRouteState } from '../../lib/routeState';
import type { ModalProps } from '../types';
import { LoadError } from '../../components/LoadError';

/** places/picker: find a place by name and open it (its page, or the map when props.target is 'map'). */
export default function PlacePickerModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const places = usePlaceSearch(text.trim() ? { text: text.trim() } : {}, null, { limit: 20 });
  const go = (id: number) => {
    onClose();
    void navigate(props.target === 'map' ? `/map${encodeRouteState({ placeId: id })}` : `/places/${id}`);
  };
  return (
    <Modal title={intl.formatMessage({ id: 'places.pickerTitle' })} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <SearchBox label={intl.formatMessage({ id: 'table.search' })} value={text} onChange={setText} />
        {places.isLoading && <Spinner />}
        {places.isError && <LoadError error={places.error} onRetry={() => void places.refetch()} />}
        {places.data?.places.length === 0 && <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'places.empty' })}</p>}
        <ul className="flex flex-col">
          {places.data?.places.map((p) => (
            <li key={p.id}>
              <button type="button" onClick={() => go(p.id)} className="w-full rounded px-3 py-2 text-left text-sm hover:bg-slate-100">
                {p.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
