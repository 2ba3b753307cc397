import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * A dialog. Escape, the overlay and the close button call `onClose`, or first ask when a
 * `confirmTitle` is given; the confirm button is disabled while the modal is disabled.
 */
export function Modal({
  title,
  description,
  onClose,
  confirmTitle,
  disabled = false,
  dismissible = true,
  wide = false,
  children,
  footer,
}: {
  title: string;
  description?: string;
  onClose?: () => void;
  confirmTitle?: string | undefined;
  disabled?: boolean;
  dismissible?: boolean;
  wide?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const canClose = dismissible && !!onClose;
  const requestClose = () => {
    if (!canClose) return;
    if (confirmTitle) setConfirming(true);
    else onClose?.();
  };
  const block = (e: Event) => {
    e.preventDefault();
    requestClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && requestClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={(e) => e.preventDefault()}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-surface shadow-xl ${wide ? 'max-w-[84rem]' : 'max-w-lg'}`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            {canClose && (
              <button
                type="button"
                onClick={requestClose}
                aria-label={intl.formatMessage({ id: 'app.close' })}
                className="-mr-2 rounded p-1 text-2xl leading-none text-slate-500 hover:bg-slate-100"
              >
                ×
              </button>
            )}
          </div>
          <Dialog.Description className={description ? 'px-6 pt-4 text-sm text-slate-600' : 'sr-only'}>{description ?? title}</Dialog.Description>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-slate-200 px-6 py-4">{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
      {confirmTitle && (
        <ConfirmDialog
          open={confirming}
          title={confirmTitle}
          text={intl.formatMessage({ id: 'modal.confirmCloseText' })}
          disabled={disabled}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onClose?.();
          }}
        />
      )}
    </Dialog.Root>
  );
}
