import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { afterSignIn } from '../access/check';
import { useMeQuery } from '../api/me';
import { useToken } from '../auth/useToken';
import { Spinner } from '../components/Spinner';
import { LoginPage } from '../pages/lazy';

interface FromState {
  from?: string;
}

/** /login: the sign-in page, or for a signed-in user the previous path or first permitted entry page. */
export function LoginRoute() {
  const token = useToken();
  const location = useLocation();
  const from = (location.state as FromState | null)?.from;
  const me = useMeQuery();
  if (!token) {
    return (
      <Suspense fallback={<Spinner fullPage />}>
        <LoginPage />
      </Suspense>
    );
  }
  if (me.data) return <Navigate to={afterSignIn(me.data, from)} replace />;
  if (me.isError) return <Navigate to="/" replace />;
  return <Spinner fullPage />;
}
