import { useIntl } from 'react-intl';
import { useCan } from '../../access/useCan';
import { usePlate } from '../../api/plates';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { GONE } from '../../lib/retry';
import { colorName, dateText, usePlateText, vehicleTypeName } from '../../pages/lists/PlatelistPage';
import type { ModalProps } from '../types';
import { useModal } from '../useModal';
import { Details } from './Details';

/** plates/show: every field of a plate with its vehicle image. */
export default function PlateShowModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const { show } = usePlateText();
  const plateId = Number(props.plateId);
  const valid = Number.isInteger(plateId) && plateId > 0;
  const plate = usePlate(valid ? plateId : null);
  if (valid && !plate.data && !plate.isError) return <Spinner />;
  const p = plate.data;
  return (
    <Modal
      title={p ? show(p.number) : intl.formatMessage({ id: 'lists.plate' })}
      onClose={onClose}
      wide
      footer={
        p &&
        can({ required: ['plate_update'] }) && (
          <Button onClick={() => open('plates/edit', { plateId: p.id })}>{intl.formatMessage({ id: 'lists.edit' })}</Button>
        )
      }
    >
      {!p ? (
        <LoadError error={valid ? plate.error : GONE} onRetry={() => void plate.refetch()} failed="lists.plateLoadError" what="plate" />
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
          {p.vehicleImageUrl ? (
            <img src={p.vehicleImageUrl} alt={intl.formatMessage({ id: 'lists.vehicleImage' })} className="w-full rounded object-contain" />
          ) : (
            <div className="flex aspect-video items-center justify-center rounded bg-slate-100 text-sm text-slate-600">
              {intl.formatMessage({ id: 'lists.noPhoto' })}
            </div>
          )}
          <Details
            items={[
              ['lists.plateNumber', show(p.number)],
              ['lists.owner', p.ownerFullName],
              ['lists.ownerDocument', p.ownerDocumentNumber],
              ['lists.ownerBirthDate', p.ownerBirthDate ? dateText(intl, p.ownerBirthDate) : null],
              ['lists.vehicleMake', p.vehicleManufacturer],
              ['lists.vehicleModel', p.vehicleModel],
              ['lists.vehicleType', p.vehicleType ? vehicleTypeName(intl, p.vehicleType) : null],
              ['lists.vehicleColor', p.vehicleColor ? colorName(intl, p.vehicleColor) : null],
              ['lists.manufactureDate', p.vehicleManufactureDate ? dateText(intl, p.vehicleManufactureDate) : null],
              ...p.pacsVehicles.map((v): ['lists.pacsTitle', string] => ['lists.pacsTitle', `${v.pacsName}: ${v.status}${v.error ? ` — ${v.error}` : ''}`]),
            ]}
            attributes={p.attributes}
          />
        </div>
      )}
    </Modal>
  );
}
