import type { AccessRule } from '@argus/contracts';
import { Suspense, type ReactNode } from 'react';
import { Spinner } from '../components/Spinner';
import { ForbiddenPage } from '../pages/access/ForbiddenPage';
import { useCan } from './useCan';

/** A route the user may not open shows the access-denied screen; the page itself loads only when allowed. */
export function Guard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const can = useCan();
  if (!can(rule)) return <ForbiddenPage />;
  return <Suspense fallback={<Spinner />}>{children}</Suspense>;
}
