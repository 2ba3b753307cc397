import { Navigate, useLocation } from 'react-router';
import { lastSignOutReason } from '../auth/session';
import { useToken } from '../auth/useToken';
import { StartupGates } from './gates/StartupGates';

/** Signed-out users see only the sign-in side; the path they wanted is kept for after sign-in. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    if (lastSignOutReason() === 'user') return <Navigate to="/login" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <StartupGates />;
}
