import { useNavigate } from 'react-router';
import type { ModalProps } from '../registry';
import { GroupCreateDialog } from './GroupCreateDialog';

/** groups/new (superuser): a group in any organisation. */
export default function GroupNewModal({ onClose }: ModalProps) {
  const navigate = useNavigate();
  return <GroupCreateDialog organization="pick" onClose={onClose} onCreated={(g) => void navigate(`/groups/${g.id}`)} />;
}
