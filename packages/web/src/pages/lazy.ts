import { lazy } from 'react';

/** Screens, each its own chunk. */
export const LoginPage = lazy(() => import('./login/LoginPage'));
export const ProfilePage = lazy(() => import('./profile/ProfilePage'));
export const PasswordPage = lazy(() => import('./profile/PasswordPage'));
export const EmailPage = lazy(() => import('./profile/EmailPage'));
export const PlaceholderPage = lazy(() => import('./placeholder/PlaceholderPage'));
