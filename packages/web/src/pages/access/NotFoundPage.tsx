import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FullPageMessage } from '../../components/FullPageMessage';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <FullPageMessage
      fill={false}
      code={intl.formatMessage({ id: 'access.notFoundCode' })}
      title={intl.formatMessage({ id: 'access.notFoundTitle' })}
      text={intl.formatMessage({ id: 'access.notFoundText' })}
      actions={
        <Link to="/" className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-hover">
          {intl.formatMessage({ id: 'app.toHome' })}
        </Link>
      }
    />
  );
}
