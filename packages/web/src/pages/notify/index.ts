import { lazy } from 'react';
import type { AreaPages } from '../areaPages';

/** Screens of this area by route pattern (access/routes.ts), each its own lazy chunk. */
export const notifyPages: AreaPages = {
  '/subscriptions': lazy(() => import('./SubscriptionsPage')),
  '/subscriptions/new': lazy(() => import('./SubscriptionFormPage')),
  '/subscriptions/:subscriptionId/edit': lazy(() => import('./SubscriptionFormPage')),
  '/webhooks': lazy(() => import('./WebhooksPage')),
  '/webhooks/new': lazy(() => import('./WebhookFormPage')),
  '/webhooks/:id/edit': lazy(() => import('./WebhookFormPage')),
};
