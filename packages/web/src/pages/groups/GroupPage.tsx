import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '../../access/useCan';
import { useDeleteGroup, useGroup } from '../../api/groups';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { GroupDetailsForm } from './GroupDetailsForm';
import { GroupMembers } from './GroupMembers';

export default function GroupPage() {
  const intl = useIntl();
  const can = useCan();
  const navigate = useNavigate();
  const id = Number(useParams().groupId);
  const group = useGroup(id);
  const remove = useDeleteGroup(id);
  const [confirm, setConfirm] = useState(false);
  if (group.isPending) return <Spinner />;
  if (group.isError) {
    return <LoadError error={group.error} onRetry={() => void group.refetch()} failed="group.notFound" what="group" layout="page" />;
  }
  const g = group.data;
  const canUpdate = can({ required: ['group_update'], superuser: 'allowed' });
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={g.name}>
        {can({ required: ['group_delete'], superuser: 'allowed' }) && (
          <Button variant="danger" onClick={() => setConfirm(true)}>
            {intl.formatMessage({ id: 'app.delete' })}
          </Button>
        )}
      </PageHeader>
      <Section title={intl.formatMessage({ id: 'group.details' })}>
        <GroupDetailsForm key={g.updatedAt} group={g} readOnly={!canUpdate} />
      </Section>
      <GroupMembers group={g} canUpdate={canUpdate} />
      <ConfirmDialog
        open={confirm}
        title={intl.formatMessage({ id: 'group.deleteConfirm' }, { name: g.name })}
        disabled={remove.isPending}
        onCancel={() => setConfirm(false)}
        onConfirm={() => {
          setConfirm(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              showToast({ kind: 'success', text: intl.formatMessage({ id: 'group.deleted' }) });
              void navigate('/groups', { replace: true });
            },
          });
        }}
      />
    </div>
  );
}
