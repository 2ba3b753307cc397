import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useMe } from '../../api/me';
import { useAllOrganizations } from '../../api/organizations';
import { SelectField } from '../../components/SelectField';
import { useCreateUser } from '../../api/users';
import { Button } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { showToast } from '../../components/toastStore';
import { EMPTY_USER_FORM, createUserBody } from '../../lib/userForm';
import { UserForm } from './form/UserForm';

/** /users/new: an account in the caller's organisation (the superuser adds members from an organisation's page). */
export default function UserNewPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useMe();
  const create = useCreateUser();
  const orgs = useAllOrganizations(me.isSuperuser);
  const [picked, setPicked] = useState('');
  const organizationId = me.isSuperuser ? (picked ? Number(picked) : undefined) : (me.organizationId ?? undefined);
  return (
    <div className="max-w-3xl">
      <PageHeader title={intl.formatMessage({ id: 'user.new' })} />
      <div className="rounded-lg border border-slate-200 bg-surface p-4 sm:p-6">
        {me.isSuperuser && (
          <SelectField label={intl.formatMessage({ id: 'group.organization' })} value={picked} onChange={(e) => setPicked(e.target.value)} className="mb-4">
            <option value="">{intl.formatMessage({ id: 'form.choose' })}</option>
            {orgs.data?.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </SelectField>
        )}
        <UserForm
          key={organizationId ?? 0}
          formId="user-new-form"
          cacheKey={`user:new:${organizationId ?? 0}`}
          mode="create"
          initial={EMPTY_USER_FORM}
          organizationId={organizationId}
          guardLeave
          onSubmit={async (v) => {
            await create.mutateAsync(createUserBody(v, me.isSuperuser ? organizationId : undefined));
            showToast({ kind: 'success', text: intl.formatMessage({ id: 'user.created' }) });
            void navigate('/users');
          }}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Link
            to="/users"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-surface px-4 text-sm font-medium hover:bg-slate-100"
          >
            {intl.formatMessage({ id: 'app.cancel' })}
          </Link>
          <Button type="submit" form="user-new-form" disabled={create.isPending}>
            {intl.formatMessage({ id: 'app.create' })}
          </Button>
        </div>
      </div>
    </div>
  );
}
