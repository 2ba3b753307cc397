import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages/en';
import { loadErrorText, type LoadSubject } from '../lib/retry';
import { Alert } from './Alert';
import { Button } from './Button';
import { FullPageMessage } from './FullPageMessage';

/**
 * A failed load in words, with Retry only when another try may succeed (5xx, no network): a thing
 * that is gone, forbidden or refused says so instead (see loadErrorText).
 *
 * - `failed`: the words for a failure worth retrying (default: "The data could not be loaded.");
 * - `what`: the thing loaded, for the words that say it is gone;
 * - `layout`: an alert line (forms, modals, panels), a block in place of a list or grid, or a page;
 * - `children`: further actions beside Retry (a link back, sign out).
 */
export function LoadError({
  error,
  onRetry,
  failed = 'table.error',
  what,
  layout = 'alert',
  className = '',
  children,
}: {
  error: unknown;
  onRetry?: (() => void) | undefined;
  failed?: MessageId;
  what?: LoadSubject;
  layout?: 'alert' | 'block' | 'page';
  className?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const { id, retry, values } = loadErrorText(error, failed, what);
  const text = intl.formatMessage({ id }, values);
  const retryButton = retry && onRetry && (
    <Button variant="secondary" onClick={onRetry}>
      {intl.formatMessage({ id: 'app.retry' })}
    </Button>
  );
  if (layout === 'page') {
    return (
      <div role="alert" className={`flex flex-col justify-center ${className}`}>
        <FullPageMessage
          title={text}
          actions={
            retryButton || children ? (
              <>
                {retryButton}
                {children}
              </>
            ) : undefined
          }
        />
      </div>
    );
  }
  if (layout === 'block') {
    return (
      <div
        role="alert"
        className={`flex flex-col items-center justify-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center text-sm text-red-900 ${className}`}
      >
        <p>{text}</p>
        {retryButton}
        {children}
      </div>
    );
  }
  return (
    <div className={className}>
      <Alert>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span>{text}</span>
          {(retryButton || children) && (
            <span className="flex flex-wrap items-center gap-2">
              {retryButton}
              {children}
            </span>
          )}
        </div>
      </Alert>
    </div>
  );
}
