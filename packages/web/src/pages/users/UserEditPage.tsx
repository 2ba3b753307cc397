import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useMe } from '../../api/me';
import { useDeleteUser, useUpdateUser, useUser, useUserTfa } from '../../api/users';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { showToast } from '../../components/toastStore';
import { GONE } from '../../lib/retry';
import { formFromUser, updateUserBody } from '../../lib/userForm';
import { UserForm } from './form/UserForm';

export default function UserEditPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const me = useMe();
  const id = Number(useParams().userId);
  const user = useUser(id);
  const update = useUpdateUser(id);
  const remove = useDeleteUser(id);
  const resetTfa = useUserTfa(id, 'reset');
  const [confirm, setConfirm] = useState<'delete' | 'reset' | null>(null);
  if (user.isPending) return <Spinner />;
  if (user.isError || !user.data) {
    return <LoadError error={user.error ?? GONE} onRetry={() => void user.refetch()} failed="user.notFound" what="user" layout="page" />;
  }
  const u = user.data;
  const initial = formFromUser(u);
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={intl.formatMessage({ id: 'user.editTitle' }, { name })}>
        {u.id !== me.id && (
          <Button variant="danger" onClick={() => setConfirm('delete')}>
            {intl.formatMessage({ id: 'app.delete' })}
          </Button>
        )}
      </PageHeader>
      <div className="rounded-lg border border-slate-200 bg-surface p-4 sm:p-6">
        <UserForm
          key={u.updatedAt}
          formId="user-edit-form"
          cacheKey={`user:${u.id}`}
          mode="edit"
          initial={initial}
          organizationId={u.organizationId ?? undefined}
          guardLeave
          onSubmit={async (v) => {
            const body = updateUserBody(v, initial);
            if (Object.keys(body).length) await update.mutateAsync(body);
            showToast({ kind: 'success', text: intl.formatMessage({ id: 'user.saved' }) });
          }}
        />
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Link
            to="/users"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-surface px-4 text-sm font-medium hover:bg-slate-100"
          >
            {intl.formatMessage({ id: 'app.back' })}
          </Link>
          <Button type="submit" form="user-edit-form" disabled={update.isPending}>
            {intl.formatMessage({ id: 'app.save' })}
          </Button>
        </div>
      </div>
      <Section title={intl.formatMessage({ id: 'profile.tfa' })}>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-sm" data-testid="user-tfa-status">
            {intl.formatMessage({ id: u.tfaEnabled ? 'profile.tfaOn' : 'profile.tfaOff' })}
          </p>
          <Button variant="secondary" disabled={!u.tfaEnabled || resetTfa.isPending} onClick={() => setConfirm('reset')}>
            {intl.formatMessage({ id: 'user.tfaReset' })}
          </Button>
        </div>
      </Section>
      <ConfirmDialog
        open={confirm !== null}
        title={intl.formatMessage({ id: confirm === 'reset' ? 'user.tfaResetConfirm' : 'user.deleteConfirm' }, { name })}
        disabled={remove.isPending || resetTfa.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const what = confirm;
          setConfirm(null);
          if (what === 'reset') {
            resetTfa.mutate(undefined, { onSuccess: () => showToast({ kind: 'success', text: intl.formatMessage({ id: 'user.tfaResetDone' }) }) });
          } else {
            remove.mutate(undefined, {
              onSuccess: () => {
                showToast({ kind: 'success', text: intl.formatMessage({ id: 'user.deleted' }) });
                void navigate('/users', { replace: true });
              },
            });
          }
        }}
      />
    </div>
  );
}
