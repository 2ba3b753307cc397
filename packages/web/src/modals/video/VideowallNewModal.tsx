import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useCreateVideowall } from '../../api/videowalls';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { GRID_TYPES, presetLayout, type GridType } from '../../lib/videoGrid';
import { errorMessage } from '../../pages/video/errors';
import type { ModalProps } from '../types';

const WALL_ERRORS = { limit_exceeded: 'video.wall.limit' } as const;

/** videowalls/new: a name and a grid; the new wall opens for its cameras. */
export default function VideowallNewModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [gridType, setGridType] = useState<GridType>('2x2');
  const create = useCreateVideowall();
  return (
    <Modal
      title={intl.formatMessage({ id: 'video.wall.new' })}
      onClose={onClose}
      disabled={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'video.cancel' })}
          </Button>
          <Button type="submit" form="videowall-new" disabled={create.isPending || !name.trim()}>
            {intl.formatMessage({ id: 'video.wall.create' })}
          </Button>
        </>
      }
    >
      <form
        id="videowall-new"
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          const layout = presetLayout(gridType);
          create.mutate(
            { name: name.trim(), gridType, gridLayout: layout, cameras: layout.map(() => null) },
            { onSuccess: (w) => void navigate(`/videowalls/${w.id}`) },
          );
        }}
      >
        <TextField label={intl.formatMessage({ id: 'video.name' })} value={name} onChange={(e) => setName(e.target.value)} maxLength={255} autoFocus required />
        <SelectField label={intl.formatMessage({ id: 'video.wall.grid' })} value={gridType} onChange={(e) => setGridType(e.target.value as GridType)}>
          {GRID_TYPES.filter((g) => g !== 'custom').map((g) => (
            <option key={g} value={g}>
              {g}
            </option>
          ))}
        </SelectField>
        {create.error && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(intl, create.error, WALL_ERRORS)}
          </p>
        )}
      </form>
    </Modal>
  );
}
