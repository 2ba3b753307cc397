import { ROLE_IDS, type RoleId } from '@argus/contracts';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useMe } from '../../api/me';
import { useRoles } from '../../api/roles';
import { Button } from '../../components/Button';
import type { MessageId } from '../../i18n/messages/en';
import { useModal } from '../../modals/useModal';
import { AvatarField } from './AvatarField';
import { NameForm } from './NameForm';
import { SignInLogs } from './SignInLogs';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-surface p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
      <dt className="text-sm text-slate-500 sm:w-40">{label}</dt>
      <dd className="text-sm font-medium break-all">{children}</dd>
    </div>
  );
}

const linkButton = 'inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-surface px-4 text-sm font-medium hover:bg-slate-100';

export default function ProfilePage() {
  const intl = useIntl();
  const me = useMe();
  const roles = useRoles();
  const { open } = useModal();
  const role = me.isSuperuser
    ? intl.formatMessage({ id: 'profile.superuser' })
    : me.roleId !== null && ROLE_IDS.includes(me.roleId as RoleId)
      ? intl.formatMessage({ id: `role.${me.roleId}` as MessageId })
      : (roles.data?.find((r) => r.id === me.roleId)?.name ?? '');

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{intl.formatMessage({ id: 'profile.title' })}</h1>
      <Section title={intl.formatMessage({ id: 'profile.account' })}>
        <dl className="mb-4 divide-y divide-slate-100">
          <Row label={intl.formatMessage({ id: 'profile.username' })}>{me.username}</Row>
          <Row label={intl.formatMessage({ id: 'profile.email' })}>{me.email}</Row>
          {me.organization && <Row label={intl.formatMessage({ id: 'profile.organization' })}>{me.organization.name}</Row>}
          {role && <Row label={intl.formatMessage({ id: 'profile.role' })}>{role}</Row>}
        </dl>
        <AvatarField />
        <NameForm />
      </Section>
      <Section title={intl.formatMessage({ id: 'profile.security' })}>
        <div className="flex flex-wrap gap-2">
          <Link to="/profile/password" className={linkButton}>
            {intl.formatMessage({ id: 'profile.changePassword' })}
          </Link>
          <Link to="/profile/email" className={linkButton}>
            {intl.formatMessage({ id: 'profile.changeEmail' })}
          </Link>
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-sm">
            {intl.formatMessage({ id: 'profile.tfa' })}:{' '}
            <span data-testid="tfa-status" className={me.tfaEnabled ? 'font-semibold text-emerald-700' : 'font-semibold text-slate-600'}>
              {intl.formatMessage({ id: me.tfaEnabled ? 'profile.tfaOn' : 'profile.tfaOff' })}
            </span>
          </p>
          {me.tfaEnabled ? (
            <Button variant="secondary" onClick={() => open('tfa/disable')}>
              {intl.formatMessage({ id: 'profile.tfaDisable' })}
            </Button>
          ) : (
            <Button onClick={() => open('tfa/enable')}>{intl.formatMessage({ id: 'profile.tfaEnable' })}</Button>
          )}
        </div>
      </Section>
      <Section title={intl.formatMessage({ id: 'profile.logs' })}>
        <SignInLogs />
      </Section>
    </div>
  );
}
