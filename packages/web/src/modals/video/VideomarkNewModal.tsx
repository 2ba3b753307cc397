import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateVideomark } from '../../api/videomarks';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { TextField } from '../../components/TextField';
import { showToast } from '../../components/toastStore';
import { errorMessage } from '../../pages/video/errors';
import type { ModalProps } from '../types';

/** videomark/new: a named mark on a camera at a time (props cameraId, ts in ms). */
export default function VideomarkNewModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const cameraId = Number(props.cameraId);
  const [ts] = useState(() => Number(props.ts) || Date.now());
  const [name, setName] = useState(() =>
    intl.formatMessage({ id: 'video.mark.defaultName' }, { time: intl.formatTime(ts, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) }),
  );
  const create = useCreateVideomark();
  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), cameraId, ts: new Date(ts).toISOString() },
      {
        onSuccess: () => {
          showToast({
            kind: 'success',
            text: intl.formatMessage({ id: 'video.mark.created' }),
            link: { href: '/videomarks', label: intl.formatMessage({ id: 'video.marks' }) },
          });
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'video.mark.new' })}
      description={intl.formatDate(ts, { dateStyle: 'medium', timeStyle: 'medium' })}
      onClose={onClose}
      disabled={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'video.cancel' })}
          </Button>
          <Button type="submit" form="videomark-new" disabled={create.isPending || !name.trim()}>
            {intl.formatMessage({ id: 'video.mark.save' })}
          </Button>
        </>
      }
    >
      <form
        id="videomark-new"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-3"
      >
        <TextField label={intl.formatMessage({ id: 'video.name' })} value={name} onChange={(e) => setName(e.target.value)} maxLength={255} autoFocus required />
        {create.error && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(intl, create.error)}
          </p>
        )}
      </form>
    </Modal>
  );
}
