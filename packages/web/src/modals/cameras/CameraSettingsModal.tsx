import { useIntl } from 'react-intl';
import { useCamera, type Camera } from '../../api/cameras';
import { LoadError } from '../../components/LoadError';
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
        {camera.error ? <LoadError error={camera.error} onRetry={() => void camera.refetch()} failed="camera.loadError" what="camera" /> : <Spinner />}
      </Modal>
    );
  }
  return <CameraSettingsForm key={id} camera={camera.data as Camera} onClose={onClose} />;
}
