import { Navigate } from 'react-router';
import { entryPage } from '../access/check';
import { useMe } from '../api/me';

/** `/` goes to the first permitted entry page. */
export function EntryRedirect() {
  const me = useMe();
  return <Navigate to={entryPage(me)} replace />;
}
