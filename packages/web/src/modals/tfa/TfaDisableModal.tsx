import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { useDisableTfa } from '../../api/tfa';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { OtpInput } from '../../components/OtpInput';
import { showToast } from '../../components/toastStore';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import { LOGIN_ERROR_MESSAGES } from '../../pages/login/loginErrors';
import type { ModalProps } from '../registry';

export default function TfaDisableModal({ onClose }: ModalProps) {
  const intl = useIntl();
  const disable = useDisableTfa();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const digits = code.replace(/\D/g, '');
    if (digits.length !== 6) {
      setError(intl.formatMessage({ id: '1x1SRJ' }));
      return;
    }
    disable.mutate(digits, {
      onSuccess: () => {
        showToast({ kind: 'success', text: intl.formatMessage({ id: 'tfa.disabled' }) });
        onClose();
      },
      onError: (e) => {
        if (!isApiError(e)) return;
        const d = describeError(e, LOGIN_ERROR_MESSAGES);
        setError(intl.formatMessage({ id: d.id as MessageId }, d.values));
        setCode('');
      },
    });
  };
  return (
    <Modal
      title={intl.formatMessage({ id: 'tfa.disableTitle' })}
      onClose={onClose}
      disabled={disable.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button variant="danger" type="submit" form="tfa-disable-form" disabled={disable.isPending}>
            {intl.formatMessage({ id: 'tfa.disable' })}
          </Button>
        </>
      }
    >
      <form
        id="tfa-disable-form"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'tfa.disableText' })}</p>
        {error && <Alert>{error}</Alert>}
        <OtpInput value={code} onChange={setCode} label={intl.formatMessage({ id: 'tfa.code' })} invalid={!!error} autoFocus />
      </form>
    </Modal>
  );
}
