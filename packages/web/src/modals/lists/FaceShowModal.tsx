import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useDeleteFace, useFace } from '../../api/faces';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { GONE } from '../../lib/retry';
import type { ModalProps } from '../types';
import { useModal } from '../useModal';
import { Details } from './Details';

/** faces/show: a face with its photos and data (also opened from the URL hash faceId + facelistId). */
export default function FaceShowModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const faceId = Number(props.faceId);
  const valid = Number.isInteger(faceId) && faceId > 0;
  const face = useFace(valid ? faceId : null);
  const remove = useDeleteFace();
  const [asking, setAsking] = useState(false);
  const title = face.data?.fullName ?? intl.formatMessage({ id: 'lists.face' });
  if (valid && !face.data && !face.isError) return <Spinner />;
  const f = face.data;
  return (
    <Modal
      title={title}
      onClose={onClose}
      wide
      footer={
        f && (
          <>
            {can({ required: ['face_delete'] }) && (
              <Button variant="danger" onClick={() => setAsking(true)} disabled={remove.isPending}>
                {intl.formatMessage({ id: 'app.delete' })}
              </Button>
            )}
            {can({ required: ['face_update'] }) && (
              <Button onClick={() => open('faces/edit', { faceId: f.id })}>{intl.formatMessage({ id: 'lists.edit' })}</Button>
            )}
          </>
        )
      }
    >
      {!f ? (
        <LoadError error={valid ? face.error : GONE} onRetry={() => void face.refetch()} failed="lists.faceLoadError" what="face" />
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <ul className="grid grid-cols-2 gap-2" aria-label={intl.formatMessage({ id: 'lists.photosTitle' })}>
            {f.images.map((i) => (
              <li key={i.id}>
                <a href={i.url} target="_blank" rel="noreferrer">
                  <img
                    src={i.url}
                    alt={intl.formatMessage({ id: 'lists.photoOf' }, { name: f.fullName })}
                    className="aspect-square w-full rounded object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
          <div className="flex flex-col gap-4">
            <Details
              items={[
                ['lists.fullName', f.fullName],
                ['lists.sex', f.sex ? intl.formatMessage({ id: `lists.sex.${f.sex}` as 'lists.sex.male' }) : null],
                ['lists.birthDate', f.birthDate ? intl.formatDate(`${f.birthDate}T00:00:00`, { dateStyle: 'long' }) : null],
                ['lists.documentNumber', f.documentNumber],
                ['lists.createdAt', intl.formatDate(f.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
              ]}
              attributes={f.attributes}
            />
            <Link to={`/facelists/${f.facelistId}`} onClick={onClose} className="text-sm text-brand-700 hover:underline">
              {intl.formatMessage({ id: 'lists.openList' })}
            </Link>
            {f.pacsPersons.length > 0 && (
              <section>
                <h3 className="mb-1 text-sm font-semibold">{intl.formatMessage({ id: 'lists.pacsTitle' })}</h3>
                <ul className="text-sm">
                  {f.pacsPersons.map((p) => (
                    <li key={p.pacsId}>
                      {p.pacsName}: {p.status}
                      {p.error && <span className="text-red-700"> — {p.error}</span>}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={intl.formatMessage({ id: 'lists.deleteFaceQuestion' }, { name: title })}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(faceId, {
            onSuccess: () => {
              showToast({ kind: 'success', text: intl.formatMessage({ id: 'lists.deleted' }) });
              onClose();
            },
          });
        }}
      />
    </Modal>
  );
}
