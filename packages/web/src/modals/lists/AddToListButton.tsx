import { useIntl } from 'react-intl';
import { MODAL_GUARDS } from '../../access/modals';
import { useCan } from '../../access/useCan';
import { useModal } from '../useModal';

/** On an fr event nobody was matched to: opens unrecognized-faces/new for it (if the user may). */
export function AddToListButton({ event }: { event: { eventId: string; eventType: string; matches: readonly unknown[] } }) {
  const intl = useIntl();
  const can = useCan();
  const { open } = useModal();
  const rule = MODAL_GUARDS['unrecognized-faces/new'];
  if (event.eventType !== 'fr' || event.matches.length > 0 || !rule || !can(rule)) return null;
  return (
    <button
      type="button"
      className="text-left text-xs text-brand-700 hover:underline"
      onClick={() => open('unrecognized-faces/new', { eventId: event.eventId })}
    >
      {intl.formatMessage({ id: 'lists.unrecognized.open' })}
    </button>
  );
}
