import { GroupCreateDialog } from '../groups/GroupCreateDialog';
import type { ModalProps } from '../registry';

/** organizations/groups/new (superuser): a group in the organisation shown. */
export default function OrganizationGroupNewModal({ props, onClose }: ModalProps) {
  const organizationId = typeof props.organizationId === 'number' ? props.organizationId : 0;
  return <GroupCreateDialog organization={organizationId} onClose={onClose} />;
}
