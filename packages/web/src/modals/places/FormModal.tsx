import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { LoadError } from '../../components/LoadError';
import { Modal } from '../../components/Modal';
import { Spinner } from '../../components/Spinner';
import type { MessageId } from '../../i18n/messages/en';
import { describeError } from '../../lib/errorText';
import { GONE } from '../../lib/retry';
import type { LoadSubject } from '../../lib/retry';

/** The text of a failed save: field messages of a validation error, else the error's own message. */
export function useSaveErrorText(error: unknown, perCall: Record<string, string> = {}): string | null {
  const intl = useIntl();
  if (!error) return null;
  if (!isApiError(error)) return intl.formatMessage({ id: 'error.fallback' }, { message: String(error), type: 'client' });
  if (error.type === 'validation' && error.detail) {
    return Object.entries(error.detail)
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join('; ');
  }
  const d = describeError(error, perCall);
  return intl.formatMessage({ id: d.id as MessageId }, d.values);
}

/**
 * A form in a modal: a title, the fields, and Save/Cancel. Loading and load failure of the edited
 * record are shown in place of the fields; a failed save is shown above the buttons.
 */
export function FormModal({
  title,
  onClose,
  onSubmit,
  saving,
  error,
  loading = false,
  loadError = null,
  onRetry,
  what,
  dirty = false,
  submitLabel,
  children,
}: {
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saving: boolean;
  error: string | null;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  /** The record loaded, for the words that say it is gone. */
  what?: LoadSubject;
  dirty?: boolean;
  submitLabel?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const formId = `form-${title.replace(/\W+/g, '-')}`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      confirmTitle={dirty ? intl.formatMessage({ id: 'modal.confirmClose' }) : undefined}
      disabled={saving}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button type="submit" form={formId} disabled={saving || loading || !!loadError}>
            {submitLabel ?? intl.formatMessage({ id: 'app.save' })}
          </Button>
        </>
      }
    >
      {loading ? (
        <Spinner />
      ) : loadError ? (
        <LoadError error={loadError} onRetry={onRetry} failed="modal.loadError" what={what} />
      ) : (
        <form
          id={formId}
          noValidate={false}
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
          {error && <Alert>{error}</Alert>}
        </form>
      )}
    </Modal>
  );
}

export const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() && Number.isFinite(Number(v)) ? Number(v) : null;
export const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * The form's frame before its item is there: loading the list the item comes from, the list's
 * failure, or the list without the item (`GONE`: deleted, or another organisation's).
 */
export function ItemGate({
  title,
  onClose,
  list,
}: {
  title: string;
  onClose: () => void;
  list: { isLoading: boolean; error: unknown; data: unknown; refetch: () => unknown };
}) {
  return (
    <FormModal
      title={title}
      onClose={onClose}
      onSubmit={() => undefined}
      saving={false}
      error={null}
      loading={list.isLoading}
      loadError={list.error ?? (list.data ? GONE : null)}
      onRetry={() => void list.refetch()}
    >
      {null}
    </FormModal>
  );
}
