import { useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/errors';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { showToast } from '../../components/toastStore';
import { describeError } from '../../lib/errorText';
import type { MessageId } from '../../i18n/messages/en';

/** A delete action that asks first; `label` names the item for assistive technology. */
export function DeleteButton({
  label,
  question,
  text,
  onDelete,
  busy,
}: {
  label: string;
  question: string;
  text?: string;
  onDelete: () => Promise<unknown>;
  busy?: boolean;
}) {
  const intl = useIntl();
  const [asking, setAsking] = useState(false);
  const confirm = () => {
    setAsking(false);
    onDelete().then(
      () => showToast({ kind: 'success', text: intl.formatMessage({ id: 'lists.deleted' }) }),
      (err: unknown) => {
        const d = isApiError(err) ? describeError(err) : { id: 'error.internal_error' };
        showToast({ kind: 'error', text: intl.formatMessage({ id: d.id as MessageId }, d.values) });
      },
    );
  };
  return (
    <>
      <Button variant="ghost" aria-label={label} disabled={busy} onClick={() => setAsking(true)}>
        {intl.formatMessage({ id: 'app.delete' })}
      </Button>
      <ConfirmDialog
        open={asking}
        title={question}
        {...(text ? { text } : {})}
        confirmLabel={intl.formatMessage({ id: 'app.delete' })}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
