import { AlertDialog } from 'radix-ui';
import { useIntl } from 'react-intl';

/** A yes/no question over everything else. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  disabled = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  disabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[70] bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[71] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-surface p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className={text ? 'mt-2 text-sm text-slate-600' : 'sr-only'}>{text ?? title}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className="min-h-10 rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-100">
              {cancelLabel ?? intl.formatMessage({ id: 'app.cancel' })}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              disabled={disabled}
              onClick={onConfirm}
              className="min-h-10 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-hover disabled:bg-slate-300"
            >
              {confirmLabel ?? intl.formatMessage({ id: 'app.confirm' })}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
