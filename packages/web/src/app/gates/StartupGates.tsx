import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { useConfigQuery } from '../../api/config';
import { useMeQuery } from '../../api/me';
import { signOut } from '../../auth/session';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { needsLicenseAgreement, startupGate } from '../../lib/gates';
import { ModalHost } from '../../modals/ModalHost';
import { VersionNotice } from '../layout/VersionNotice';
import { Telemetry } from '../telemetry/Telemetry';
import { ForcedPasswordPage } from './ForcedPasswordPage';
import { ForcedTfaPage } from './ForcedTfaPage';
import { LicenseAgreementModal } from './LicenseAgreementModal';
import { useThemeFromSettings } from '../theme/useThemeSetting';

/**
 * What a signed-in user sees, in order: a spinner while loading, an error page with retry when
 * the current user cannot load, the forced 2FA page, the forced password change, else the app
 * with the licence agreement over it when needed.
 */
export function StartupGates() {
  const intl = useIntl();
  const me = useMeQuery();
  const config = useConfigQuery();
  useThemeFromSettings();
  if (me.isPending || config.isPending) return <Spinner fullPage />;
  if (me.isError || !me.data) {
    return (
      <LoadError error={me.error} onRetry={() => void me.refetch()} failed="app.meLoadError" layout="page" className="min-h-dvh">
        <Button variant="secondary" onClick={() => void signOut()}>
          {intl.formatMessage({ id: 'app.signOut' })}
        </Button>
      </LoadError>
    );
  }
  const cfg = config.data;
  const gate = startupGate(me.data, { initialPasswordChange: cfg?.initialPasswordChange ?? false });
  if (gate === 'tfa') return <ForcedTfaPage />;
  if (gate === 'password') return <ForcedPasswordPage />;
  const agreement = cfg?.licenseAgreement;
  const showAgreement = !!agreement && needsLicenseAgreement(me.data, agreement.version);
  return (
    <>
      <Outlet />
      {showAgreement && agreement.version ? <LicenseAgreementModal version={agreement.version} content={agreement.content} /> : <ModalHost />}
      <VersionNotice />
      <Telemetry />
    </>
  );
}
