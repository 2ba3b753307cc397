import { useIntl } from 'react-intl';
import { useConfig } from '../../api/config';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import type { ModalProps } from '../registry';

/** config/show: the public configuration the console runs with (/config.json over the defaults). */
export default function ConfigShowModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const config = useConfig();
  return (
    <Modal
      wide
      title={intl.formatMessage({ id: 'lab.config' })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{intl.formatMessage({ id: 'app.close' })}</Button>}
    >
      <pre className="palette-fixed overflow-x-auto rounded-md bg-slate-900 p-4 text-xs text-slate-100" data-testid="config-json">
        {JSON.stringify(config, null, 2)}
      </pre>
    </Modal>
  );
}
