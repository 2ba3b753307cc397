import { lazy } from 'react';

/** Screens, each its own chunk. */
export const LoginPage = lazy(() => import('./login/LoginPage'));
export const ProfilePage = lazy(() => import('./profile/ProfilePage'));
export const PasswordPage = lazy(() => import('./profile/PasswordPage'));
export const EmailPage = lazy(() => import('./profile/EmailPage'));
export const PlaceholderPage = lazy(() => import('./placeholder/PlaceholderPage'));
export const OrganizationsPage = lazy(() => import('./organizations/OrganizationsPage'));
export const OrganizationPage = lazy(() => import('./organizations/OrganizationPage'));
export const GroupsPage = lazy(() => import('./groups/GroupsPage'));
export const GroupPage = lazy(() => import('./groups/GroupPage'));
export const UsersPage = lazy(() => import('./users/UsersPage'));
export const UserNewPage = lazy(() => import('./users/UserNewPage'));
export const UserEditPage = lazy(() => import('./users/UserEditPage'));
export const LicensesPage = lazy(() => import('./licenses/LicensesPage'));
export const LicenseNewPage = lazy(() => import('./licenses/LicenseNewPage'));
export const AuditlogsPage = lazy(() => import('./auditlogs/AuditlogsPage'));
export const LabPage = lazy(() => import('./lab/LabPage'));
export const CamerasPage = lazy(() => import('./cameras/CamerasPage'));
export const CapacitygroupsPage = lazy(() => import('./capacitygroups/CapacitygroupsPage'));
export const EdgesPage = lazy(() => import('./edges/EdgesPage'));
export const StreamserversPage = lazy(() => import('./streamservers/StreamserversPage'));
export const StreamserverFormPage = lazy(() => import('./streamservers/StreamserverFormPage'));
export const EventsPage = lazy(() => import('./events/EventsPage'));
