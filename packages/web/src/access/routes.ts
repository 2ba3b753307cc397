import type { AccessRule } from '@argus/contracts';

/** Every route of spec document 1 with its guard (section 6). Patterns use react-router syntax. */
export interface RouteDef {
  path: string;
  rule: AccessRule;
  layout: 'standard' | 'expanded' | 'none';
}

const ONLY: AccessRule = { superuser: 'only' };
const allowed = (...required: AccessRule['required'] & object): AccessRule => ({ required, superuser: 'allowed' });
const denied = (...required: AccessRule['required'] & object): AccessRule => ({ required, superuser: 'denied' });

export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', rule: denied(), layout: 'standard' },
  { path: '/cameras', rule: denied('camera_read'), layout: 'standard' },
  // Not a route of the spec: every camera live at once, guarded as the player is.
  { path: '/live', rule: denied('camera_read'), layout: 'expanded' },
  { path: '/capacitygroups', rule: ONLY, layout: 'standard' },
  { path: '/videowalls', rule: denied('videowall_read'), layout: 'standard' },
  { path: '/groups', rule: allowed('group_read'), layout: 'standard' },
  { path: '/groups/:groupId', rule: allowed('group_read'), layout: 'standard' },
  { path: '/users', rule: allowed('user_read'), layout: 'standard' },
  { path: '/users/new', rule: allowed('user_create'), layout: 'standard' },
  { path: '/users/:userId/edit', rule: allowed('user_update'), layout: 'standard' },
  { path: '/licenses', rule: allowed('license_read'), layout: 'standard' },
  { path: '/licenses/new', rule: ONLY, layout: 'standard' },
  { path: '/organizations', rule: ONLY, layout: 'standard' },
  { path: '/organizations/:organizationId', rule: ONLY, layout: 'standard' },
  { path: '/edges', rule: allowed('edge_read'), layout: 'standard' },
  { path: '/facelists/:facelistId', rule: denied('facelist_read'), layout: 'standard' },
  { path: '/platelists/:platelistId', rule: denied('platelist_read'), layout: 'standard' },
  { path: '/videoclips', rule: denied('videoclip_read'), layout: 'standard' },
  { path: '/lists', rule: denied('facelist_read', 'platelist_read'), layout: 'standard' },
  { path: '/streamservers', rule: ONLY, layout: 'standard' },
  { path: '/streamservers/new', rule: ONLY, layout: 'standard' },
  { path: '/streamservers/:id/edit', rule: ONLY, layout: 'standard' },
  { path: '/subscriptions', rule: denied('subscription_read'), layout: 'standard' },
  { path: '/subscriptions/new', rule: denied('subscription_create'), layout: 'standard' },
  { path: '/subscriptions/:subscriptionId/edit', rule: denied('subscription_update'), layout: 'standard' },
  { path: '/profile', rule: allowed(), layout: 'standard' },
  { path: '/profile/password', rule: allowed(), layout: 'standard' },
  { path: '/profile/email', rule: allowed(), layout: 'standard' },
  { path: '/places', rule: denied('place_read', 'placecategory_read'), layout: 'standard' },
  { path: '/sensors', rule: denied('sensor_read'), layout: 'standard' },
  { path: '/sensorkinds', rule: ONLY, layout: 'standard' },
  { path: '/webhooks', rule: denied('webhook_read'), layout: 'standard' },
  { path: '/webhooks/new', rule: denied('webhook_create'), layout: 'standard' },
  { path: '/webhooks/:id/edit', rule: denied('webhook_read', 'webhook_update'), layout: 'standard' },
  { path: '/videomarks', rule: denied('videomark_read'), layout: 'standard' },
  { path: '/map', rule: denied('place_read'), layout: 'expanded' },
  { path: '/auditlogs', rule: allowed('auditlog_read'), layout: 'expanded' },
  { path: '/events', rule: denied({ or: ['event_read', 'sensorreading_read'] }), layout: 'expanded' },
  { path: '/videowalls/:videowallId', rule: denied('videowall_read'), layout: 'none' },
  { path: '/player/:cameraId?/:ts?', rule: denied('camera_read'), layout: 'none' },
  { path: '/places/:placeId', rule: denied('place_read'), layout: 'none' },
  { path: '/lab', rule: allowed(), layout: 'standard' },
];

/** Entry pages, in the order of spec document 1, section 2.1. */
export const ENTRY_ORDER = [
  'dashboard',
  'organizations',
  'groups',
  'users',
  'capacitygroups',
  'events',
  'cameras',
  'sensors',
  'videowalls',
  'places',
  'map',
  'lists',
  'auditlogs',
  'licenses',
  'videoclips',
  'streamservers',
  'sensorkinds',
  'subscriptions',
  'videomarks',
  'profile',
] as const;

/** Sidebar items, in order (section 2.6), with the live view beside cameras. */
export const SIDEBAR_ORDER = [
  'dashboard',
  'cameras',
  'live',
  'sensors',
  'videowalls',
  'places',
  'map',
  'events',
  'edges',
  'lists',
  'organizations',
  'groups',
  'users',
  'capacitygroups',
  'streamservers',
  'sensorkinds',
  'auditlogs',
  'licenses',
] as const;

/** Links of the user menu, each behind its read permission (everyone gets /profile). */
export const USER_MENU_LINKS = ['videoclips', 'videomarks', 'subscriptions', 'webhooks'] as const;
