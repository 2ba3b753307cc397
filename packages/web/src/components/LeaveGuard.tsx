import { useBlocker } from 'react-router';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from './ConfirmDialog';

/** Blocks navigation to another page while `when` holds; confirming retries the navigation. */
export function LeaveGuard({ when }: { when: boolean }) {
  const intl = useIntl();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={intl.formatMessage({ id: 'modal.leaveTitle' })}
      text={intl.formatMessage({ id: 'modal.leaveText' })}
      confirmLabel={intl.formatMessage({ id: 'modal.leave' })}
      cancelLabel={intl.formatMessage({ id: 'modal.stay' })}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
