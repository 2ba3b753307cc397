import { useIntl } from 'react-intl';
import { PasswordForm } from './PasswordForm';
import { ProfileSubpage } from './ProfileSubpage';

export default function PasswordPage() {
  const intl = useIntl();
  return (
    <ProfileSubpage title={intl.formatMessage({ id: 'password.title' })}>
      <PasswordForm guardLeave />
    </ProfileSubpage>
  );
}
