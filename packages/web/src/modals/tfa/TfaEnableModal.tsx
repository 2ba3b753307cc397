import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import type { ModalProps } from '../registry';
import { TfaEnableForm } from './TfaEnableForm';

export default function TfaEnableModal({ onClose }: ModalProps) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'tfa.enableTitle' })} onClose={onClose} confirmTitle={intl.formatMessage({ id: 'modal.confirmClose' })}>
      <TfaEnableForm onDone={onClose} />
    </Modal>
  );
}
