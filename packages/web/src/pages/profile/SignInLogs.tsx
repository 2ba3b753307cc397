import { useIntl } from 'react-intl';
import { useSignInLogs } from '../../api/me';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';

export function SignInLogs() {
  const intl = useIntl();
  const logs = useSignInLogs();
  if (logs.isPending) return <Spinner />;
  if (logs.isError) {
    return <LoadError error={logs.error} onRetry={() => void logs.refetch()} failed="app.somethingWrong" />;
  }
  if (logs.data.logs.length === 0) return <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'profile.logsEmpty' })}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-slate-500">
          <tr>
            <th className="py-2 pr-4 font-medium">{intl.formatMessage({ id: 'profile.logTime' })}</th>
            <th className="py-2 pr-4 font-medium">{intl.formatMessage({ id: 'profile.logResult' })}</th>
            <th className="py-2 font-medium">{intl.formatMessage({ id: 'profile.logIp' })}</th>
          </tr>
        </thead>
        <tbody>
          {logs.data.logs.map((l) => (
            <tr key={l.id} className="border-t border-slate-100">
              <td className="py-2 pr-4 whitespace-nowrap">{intl.formatDate(l.ts, { dateStyle: 'short', timeStyle: 'short' })}</td>
              <td className={`py-2 pr-4 ${l.success ? 'text-emerald-700' : 'text-red-700'}`}>
                {intl.formatMessage({ id: l.success ? 'profile.logSuccess' : 'profile.logFailure' })}
              </td>
              <td className="py-2">{l.ip ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
