import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCan } from '../../access/useCan';
import { useMe } from '../../api/me';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { useModal } from '../../modals/useModal';
import { LicenseTable } from './LicenseTable';
import { UsageTable } from './UsageTable';

/** The superuser sees the supplier view (all organisations, issue); others the customer view. */
export default function LicensesPage() {
  const intl = useIntl();
  const me = useMe();
  const can = useCan();
  const { open } = useModal();
  if (me.isSuperuser) {
    return (
      <div>
        <PageHeader title={intl.formatMessage({ id: 'license.supplierTitle' })}>
          <Link
            to="/licenses/new"
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-hover"
          >
            {intl.formatMessage({ id: 'license.issue' })}
          </Link>
        </PageHeader>
        <LicenseTable supplier />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={intl.formatMessage({ id: 'nav.licenses' })}>
        {can({ required: ['license_activate'] }) && <Button onClick={() => open('licenses/activate')}>{intl.formatMessage({ id: 'license.activate' })}</Button>}
      </PageHeader>
      <Section title={intl.formatMessage({ id: 'license.customerTitle' })}>
        <LicenseTable supplier={false} defaultOnlyActive />
      </Section>
      <Section title={intl.formatMessage({ id: 'license.usage' })}>
        <UsageTable />
      </Section>
    </div>
  );
}
