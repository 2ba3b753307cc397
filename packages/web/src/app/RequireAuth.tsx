import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { lastSignOutReason } from '../auth/session';
import { useToken } from '../auth/useToken';
import { Spinner } from '../components/Spinner';
import { FullCatalogue } from '../i18n/FullCatalogue';

// Everything behind sign-in (gates, modals, the layout) is a chunk of its own: the sign-in page does not download it.
const StartupGates = lazy(() => import('./gates/StartupGates').then((m) => ({ default: m.StartupGates })));

/** Signed-out users see only the sign-in side; the path they wanted is kept for after sign-in. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) {
    if (lastSignOutReason() === 'user') return <Navigate to="/login" replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return (
    <FullCatalogue>
      <Suspense fallback={<Spinner fullPage />}>
        <StartupGates />
      </Suspense>
    </FullCatalogue>
  );
}
