import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { useActivateLicense } from '../../api/licenses';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import type { ModalProps } from '../registry';

const ERRORS: Record<string, string> = {
  license_invalid_signature: 'license.error.signature',
  license_wrong_organization: 'license.error.organization',
  license_expired: 'license.error.expired',
  license_already_active: 'license.error.alreadyActive',
  validation: 'license.error.file',
  payload_too_large: 'license.error.file',
};

/** A licence file is a few kilobytes of JSON. */
const MAX_BYTES = 64 * 1024;

/** licenses/activate: drop (or choose) the licence file and activate it. */
export default function LicenseActivateModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const activate = useActivateLicense();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onDrop = (accepted: File[], rejected: FileRejection[]) => {
    setError(null);
    if (rejected.length) {
      setFile(null);
      setError(intl.formatMessage({ id: 'kctE/Q' }));
      return;
    }
    setFile(accepted[0] ?? null);
  };
  const dz = useDropzone({ onDrop, multiple: false, maxSize: MAX_BYTES, accept: { 'application/json': ['.json', '.lic'] } });
  const submit = () => {
    if (!file) return;
    activate.mutate(file, {
      onSuccess: () => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'license.activated' }) });
        onClose();
      },
      onError: (e) => {
        if (!isApiError(e)) return;
        const d = describeError(e, ERRORS);
        setError(intl.formatMessage({ id: d.id as MessageId }, d.values));
      },
    });
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'license.activate' })}
      onClose={onClose}
      disabled={activate.isPending}
      confirmTitle={file ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button disabled={!file || activate.isPending} onClick={submit}>
            {intl.formatMessage({ id: 'license.activateSubmit' })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div
          {...dz.getRootProps({
            className: `flex min-h-36 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-300 ${dz.isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50'}`,
          })}
        >
          <input {...dz.getInputProps({ 'aria-label': intl.formatMessage({ id: 'license.file' }) })} />
          <p className="font-medium">{intl.formatMessage({ id: dz.isDragActive ? 'license.dropHere' : 'license.dropHint' })}</p>
          <p className="text-slate-500">{intl.formatMessage({ id: 'license.dropTypes' })}</p>
        </div>
        {file && (
          <p className="text-sm" data-testid="license-file-name">
            {intl.formatMessage({ id: 'license.fileChosen' }, { name: file.name })}
          </p>
        )}
        {error && <Alert>{error}</Alert>}
      </div>
    </Modal>
  );
}
