import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Guard } from '../access/Guard';
import { AREA_PAGES } from '../pages/areas';
import { ROUTES, type RouteDef } from '../access/routes';
import { NotFoundPage } from '../pages/access/NotFoundPage';
import {
  AuditlogsPage,
  CamerasPage,
  CapacitygroupsPage,
  EdgesPage,
  EmailPage,
  EventsPage,
  GroupPage,
  GroupsPage,
  LabPage,
  LicenseNewPage,
  LicensesPage,
  OrganizationPage,
  OrganizationsPage,
  PasswordPage,
  PlaceholderPage,
  ProfilePage,
  StreamserverFormPage,
  StreamserversPage,
  UserEditPage,
  UserNewPage,
  UsersPage,
} from '../pages/lazy';
import { EntryRedirect } from './EntryRedirect';
import { Spinner } from '../components/Spinner';
import { LoginRoute } from './LoginRoute';
import { RequireAuth } from './RequireAuth';
import { Root } from './Root';
import { RouteError } from './RouteError';

/** The section a path belongs to, e.g. /users/:userId/edit → users. */
const sectionOf = (path: string) => path.split('/')[1] ?? '';

function pageFor(def: RouteDef) {
  switch (def.path) {
    case '/profile':
      return <ProfilePage />;
    case '/profile/password':
      return <PasswordPage />;
    case '/profile/email':
      return <EmailPage />;
    case '/organizations':
      return <OrganizationsPage />;
    case '/organizations/:organizationId':
      return <OrganizationPage />;
    case '/groups':
      return <GroupsPage />;
    case '/groups/:groupId':
      return <GroupPage />;
    case '/users':
      return <UsersPage />;
    case '/users/new':
      return <UserNewPage />;
    case '/users/:userId/edit':
      return <UserEditPage />;
    case '/licenses':
      return <LicensesPage />;
    case '/licenses/new':
      return <LicenseNewPage />;
    case '/auditlogs':
      return <AuditlogsPage />;
    case '/lab':
      return <LabPage />;
    case '/cameras':
      return <CamerasPage />;
    case '/capacitygroups':
      return <CapacitygroupsPage />;
    case '/events':
      return <EventsPage />;
    case '/edges':
      return <EdgesPage />;
    case '/streamservers':
      return <StreamserversPage />;
    case '/streamservers/new':
    case '/streamservers/:id/edit':
      return <StreamserverFormPage />;
    default: {
      const Page = AREA_PAGES[def.path];
      if (Page) return <Page />;
      // Screens not built yet: guarded here, filled in by their own pages.
      return <PlaceholderPage section={sectionOf(def.path)} />;
    }
  }
}

const toRoute = (def: RouteDef): RouteObject => ({
  path: def.path,
  element: <Guard rule={def.rule}>{pageFor(def)}</Guard>,
});

// The layout (sidebar, header, menus) loads after sign-in, not with the sign-in page.
const LazyLayout = lazy(() => import('./layout/Layout').then((m) => ({ default: m.Layout })));
function Layout({ variant }: { variant: 'standard' | 'expanded' }) {
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <LazyLayout variant={variant} />
    </Suspense>
  );
}

const byLayout = (layout: RouteDef['layout']) => ROUTES.filter((r) => r.layout === layout).map(toRoute);

export const routes: RouteObject[] = [
  {
    element: <Root />,
    errorElement: <RouteError />,
    children: [
      { path: '/login', element: <LoginRoute /> },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <EntryRedirect /> },
          { element: <Layout variant="standard" />, children: [...byLayout('standard'), { path: '*', element: <NotFoundPage /> }] },
          { element: <Layout variant="expanded" />, children: byLayout('expanded') },
          ...byLayout('none'),
        ],
      },
    ],
  },
];
