import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useOrganization } from '../../api/organizations';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { LicenseTable } from '../licenses/LicenseTable';
import { UsageTable } from '../licenses/UsageTable';
import { LogoField } from './LogoField';
import { OrganizationDetailsForm } from './OrganizationDetailsForm';
import { OrganizationGroups } from './OrganizationGroups';
import { OrganizationMembers } from './OrganizationMembers';

export default function OrganizationPage() {
  const intl = useIntl();
  const id = Number(useParams().organizationId);
  const org = useOrganization(id);
  if (org.isPending) return <Spinner />;
  if (org.isError) {
    return <LoadError error={org.error} onRetry={() => void org.refetch()} failed="org.notFound" what="organization" layout="page" />;
  }
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={org.data.name} />
      <Section title={intl.formatMessage({ id: 'org.details' })}>
        <div className="flex flex-col gap-6">
          <LogoField organization={org.data} />
          <OrganizationDetailsForm key={org.data.updatedAt} organization={org.data} />
        </div>
      </Section>
      <OrganizationMembers organizationId={id} />
      <OrganizationGroups organizationId={id} />
      <Section title={intl.formatMessage({ id: 'nav.licenses' })}>
        <LicenseTable organizationId={id} supplier />
      </Section>
      <Section title={intl.formatMessage({ id: 'license.usage' })}>
        <UsageTable organizationId={id} />
      </Section>
    </div>
  );
}
