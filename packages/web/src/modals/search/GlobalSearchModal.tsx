import { useIntl } from 'react-intl';
import { Modal } from '../../components/Modal';
import type { ModalProps } from '../registry';

/** The global search modal's frame; the search itself comes with the events issue. */
export default function GlobalSearchModal({ onClose }: ModalProps) {
  const intl = useIntl();
  return (
    <Modal title={intl.formatMessage({ id: 'search.title' })} onClose={onClose}>
      <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'search.text' })}</p>
    </Modal>
  );
}
