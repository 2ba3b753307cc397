import { useIntl } from 'react-intl';
import { useCamera, type Camera } from '../../api/cameras';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import type { ModalProps } from '../registry';
import { CameraSettingsForm } from './CameraSettingsForm';

/** cameras/settings: loads the camera, then its settings form. */
export default function CameraSettingsModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const id = Number(props.cameraId);
  const camera = useCamera(id);
  if (!camera.data) {
    return (
      <Modal title={intl.formatMessage({ id: 'camera.settings' })} onClose={onClose}>
        {camera.error ? (
          <div role="alert" className="flex flex-col items-start gap-3 text-sm text-red-900">
            <p>{intl.formatMessage({ id: 'camera.loadError' })}</p>
            <Button variant="secondary" onClick={() => void camera.refetch()}>
              {intl.formatMessage({ id: 'app.retry' })}
            </Button>
          </div>
        ) : (
          <Spinner />
        )}
      </Modal>
    );
  }
  return <CameraSettingsForm key={id} camera={camera.data as Camera} onClose={onClose} />;
}
