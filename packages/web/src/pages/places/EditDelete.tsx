import { useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../components/toastStore';

/** A place's, sensor's or sensor kind's edit and delete buttons in its table row; a button is left out when the user may not use it (no handler). */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit?: (() => void) | undefined; onDelete?: (() => void) | undefined }) {
  const intl = useIntl();
  return (
    <>
      {onEdit && (
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-brand-700 hover:bg-slate-100"
          onClick={onEdit}
          aria-label={intl.formatMessage({ id: 'places.editNamed' }, { name })}
        >
          {intl.formatMessage({ id: 'places.editShort' })}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="rounded px-2 py-1 text-sm text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'places.deleteNamed' }, { name })}
        >
          {intl.formatMessage({ id: 'app.delete' })}
        </button>
      )}
    </>
  );
}

/**
 * Asks before deleting the place or sensor in `item` (null: closed) and says when it is gone. It
 * closes on failure too: the query client's mutation error toast says why.
 */
export function ConfirmDelete({
  item,
  text,
  remove,
  onClose,
}: {
  item: { id: number; name: string } | null;
  text: string;
  remove: { isPending: boolean; mutate: (id: number, opts: { onSuccess: () => void; onError: () => void }) => void };
  onClose: () => void;
}) {
  return <ConfirmDeleteBy item={item} keyOf={(i) => i.id} text={text} remove={remove} onClose={onClose} />;
}

/** ConfirmDelete for items deleted by another key than `id` (`keyOf` picks it, e.g. a sensor kind's ident). */
export function ConfirmDeleteBy<T extends { name: string }, K>({
  item,
  keyOf,
  text,
  remove,
  onClose,
}: {
  item: T | null;
  keyOf: (item: T) => K;
  text: string;
  remove: { isPending: boolean; mutate: (key: K, opts: { onSuccess: () => void; onError: () => void }) => void };
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={!!item}
      title={intl.formatMessage({ id: 'places.deleteTitle' }, { name: item?.name ?? '' })}
      text={text}
      confirmLabel={intl.formatMessage({ id: 'app.delete' })}
      disabled={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        item &&
        remove.mutate(keyOf(item), {
          onSuccess: () => {
            showToast({ kind: 'success', text: intl.formatMessage({ id: 'places.deleted' }, { name: item.name }) });
            onClose();
          },
          onError: onClose,
        })
      }
    />
  );
}
