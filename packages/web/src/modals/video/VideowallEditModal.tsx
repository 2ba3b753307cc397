import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useUpdateVideowall, useVideowall, type Videowall } from '../../api/videowalls';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../pages/video/errors';
import type { ModalProps } from '../types';

function RenameForm({ wall, onClose }: { wall: Videowall; onClose: () => void }) {
  const intl = useIntl();
  const [name, setName] = useState(wall.name);
  const update = useUpdateVideowall(wall.id);
  return (
    <Modal
      title={intl.formatMessage({ id: 'video.wall.rename' })}
      onClose={onClose}
      disabled={update.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'video.cancel' })}
          </Button>
          <Button type="submit" form="videowall-rename" disabled={update.isPending || !name.trim()}>
            {intl.formatMessage({ id: 'video.save' })}
          </Button>
        </>
      }
    >
      <form
        id="videowall-rename"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) update.mutate({ name: name.trim() }, { onSuccess: onClose });
        }}
      >
        <TextField label={intl.formatMessage({ id: 'video.name' })} value={name} onChange={(e) => setName(e.target.value)} maxLength={255} autoFocus required />
        {update.error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errorMessage(intl, update.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}

/** videowalls/edit: renames a video wall (its cameras are arranged on the wall's own page). */
export default function VideowallEditModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const wall = useVideowall(Number(props.videowallId));
  if (wall.data) return <RenameForm wall={wall.data} onClose={onClose} />;
  return (
    <Modal title={intl.formatMessage({ id: 'video.wall.rename' })} onClose={onClose}>
      {wall.error ? <LoadError error={wall.error} onRetry={() => void wall.refetch()} what="wall" /> : <Spinner />}
    </Modal>
  );
}
