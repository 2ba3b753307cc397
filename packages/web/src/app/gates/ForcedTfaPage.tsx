import { useIntl } from 'react-intl';
import { TfaEnableForm } from '../../modals/tfa/TfaEnableForm';
import { GateFrame } from './GateFrame';

/** Gate 1: the organisation requires 2FA and the user has not enabled it. */
export function ForcedTfaPage() {
  const intl = useIntl();
  return (
    <GateFrame title={intl.formatMessage({ id: 'tfa.forcedTitle' })} text={intl.formatMessage({ id: 'tfa.forcedText' })}>
      <TfaEnableForm />
    </GateFrame>
  );
}
