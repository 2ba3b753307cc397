import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateUser } from '../../api/users';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { showToast } from '../../components/toastStore';
import { EMPTY_USER_FORM, createUserBody } from '../../lib/userForm';
import { UserForm } from '../../pages/users/form/UserForm';
import type { ModalProps } from '../registry';

/** organizations/members/new (superuser): an account in the organisation shown. */
export default function OrganizationMemberNewModal({ props, onClose }: ModalProps) {
  const intl = useIntl();
  const create = useCreateUser();
  const [dirty, setDirty] = useState(false);
  const organizationId = typeof props.organizationId === 'number' ? props.organizationId : undefined;
  return (
    <Modal
      title={intl.formatMessage({ id: 'org.newMember' })}
      onClose={onClose}
      confirmTitle={dirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form="org-member-form" disabled={create.isPending}>
            {intl.formatMessage({ id: 'app.create' })}
          </Button>
        </>
      }
    >
      <UserForm
        formId="org-member-form"
        cacheKey={`organization:${organizationId ?? 0}:member`}
        mode="create"
        initial={{ ...EMPTY_USER_FORM, roleId: '1' }}
        organizationId={organizationId}
        onDirtyChange={setDirty}
        onSubmit={async (v) => {
          await create.mutateAsync(createUserBody(v, organizationId));
          showToast({ kind: 'success', text: intl.formatMessage({ id: 'user.created' }) });
          onClose();
        }}
      />
    </Modal>
  );
}
