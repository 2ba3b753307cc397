import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/Button';
import { FullPageMessage } from '../components/FullPageMessage';
import { NotFoundPage } from '../pages/access/NotFoundPage';

/** A route that fails to load or render: the full-page "something went wrong" view with a reload button. */
export function RouteError() {
  const error = useRouteError();
  const intl = useIntl();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <div className="h-full">
      <FullPageMessage
        title={intl.formatMessage({ id: 'app.somethingWrong' })}
        text={intl.formatMessage({ id: 'app.somethingWrongText' })}
        actions={<Button onClick={() => window.location.reload()}>{intl.formatMessage({ id: 'app.reload' })}</Button>}
      />
    </div>
  );
}
