import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import type { MessageId } from '../../i18n/messages/en';
import type { LoadSubject } from '../../lib/retry';

/**
 * The frame of a list item's form (a face, a plate): a wide modal that asks before closing with
 * changes, and the cancel and create (or save) buttons that submit the form `formId`.
 */
export function ItemFormModal({
  title,
  formId,
  editing,
  dirty,
  busy,
  blocked,
  onClose,
  children,
}: {
  title: string;
  formId: string;
  /** Saving an item that exists (else creating one). */
  editing: boolean;
  dirty: boolean;
  /** Saving: nothing can be changed or closed. */
  busy: boolean;
  /** Not ready to submit yet (a file still uploading). */
  blocked: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Modal
      title={title}
      onClose={onClose}
      confirmTitle={dirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={busy}
      wide
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form={formId} disabled={busy || blocked}>
            {intl.formatMessage({ id: editing ? 'app.save' : 'app.create' })}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}

/**
 * The item a form edits, loaded first when `id` names one: the form once it is there (with null
 * for a new item), or the load error in a modal titled `title`, or a spinner meanwhile.
 */
export function LoadedItem<T>({
  id,
  query,
  title,
  loadError,
  what,
  onClose,
  children,
}: {
  id: number | null;
  query: { data?: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  title: string;
  loadError: MessageId;
  what: LoadSubject;
  onClose: () => void;
  children: (item: T | null) => ReactNode;
}) {
  if (id === null) return <>{children(null)}</>;
  if (query.isError) {
    return (
      <Modal title={title} onClose={onClose}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} failed={loadError} what={what} />
      </Modal>
    );
  }
  if (!query.data) return <Spinner />;
  return <>{children(query.data)}</>;
}
