import { useIntl } from 'react-intl';
import { PasswordForm } from '../../pages/profile/PasswordForm';
import { GateFrame } from './GateFrame';

/** Gate 2: the password was never changed (when required) or has expired. */
export function ForcedPasswordPage() {
  const intl = useIntl();
  return (
    <GateFrame title={intl.formatMessage({ id: 'password.forcedTitle' })} text={intl.formatMessage({ id: 'password.forcedText' })}>
      <PasswordForm />
    </GateFrame>
  );
}
