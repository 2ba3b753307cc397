import { describe, expect, it } from 'vitest';
import { afterSignIn, canOpen, entryPage, findRoute, sidebarItems, type Subject } from '../src/access/check';
import { MODAL_GUARDS } from '../src/access/modals';
import { can } from '../src/access/check';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS } from '@argus/contracts';

const user = (permissions: readonly string[]): Subject => ({ isSuperuser: false, permissions });
const superuser: Subject = { isSuperuser: true, permissions: [] };
const operator = user(DEFAULT_ROLE_PERMISSIONS[3]);
const admin = user(DEFAULT_ROLE_PERMISSIONS[1]);
const nobody = user([]);

describe('route guards', () => {
  it('knows every route of the spec, including parameters', () => {
    for (const p of ['/groups/5', '/users/3/edit', '/player', '/player/7', '/player/7/1700000000', '/places/4', '/webhooks/2/edit', '/lab']) {
      expect(findRoute(p), p).toBeDefined();
    }
    expect(findRoute('/nowhere')).toBeUndefined();
  });

  it('keeps superuser-only screens from ordinary users', () => {
    for (const p of [
      '/capacitygroups',
      '/organizations',
      '/organizations/1',
      '/streamservers',
      '/streamservers/new',
      '/streamservers/2/edit',
      '/sensorkinds',
      '/licenses/new',
    ]) {
      expect(canOpen(superuser, p), p).toBe(true);
      expect(canOpen(admin, p), p).toBe(false);
    }
  });

  it('bars the superuser from operational screens', () => {
    for (const p of [
      '/dashboard',
      '/cameras',
      '/player/1',
      '/places',
      '/map',
      '/places/3',
      '/lists',
      '/facelists/1',
      '/platelists/1',
      '/events',
      '/videoclips',
      '/videowalls',
      '/subscriptions',
      '/videomarks',
      '/sensors',
      '/webhooks',
    ]) {
      expect(canOpen(superuser, p), p).toBe(false);
    }
  });

  it('lets the superuser into the screens that allow it', () => {
    for (const p of [
      '/users',
      '/users/new',
      '/users/1/edit',
      '/groups',
      '/groups/1',
      '/auditlogs',
      '/licenses',
      '/profile',
      '/profile/password',
      '/profile/email',
      '/lab',
      '/edges',
    ]) {
      expect(canOpen(superuser, p), p).toBe(true);
    }
  });

  it('asks ordinary users for the permissions of each route', () => {
    expect(canOpen(nobody, '/dashboard')).toBe(true);
    expect(canOpen(nobody, '/profile')).toBe(true);
    expect(canOpen(nobody, '/cameras')).toBe(false);
    expect(canOpen(user(['camera_read']), '/cameras')).toBe(true);
    expect(canOpen(user(['place_read']), '/places')).toBe(false);
    expect(canOpen(user(['place_read', 'placecategory_read']), '/places')).toBe(true);
    expect(canOpen(user(['event_read']), '/events')).toBe(true);
    expect(canOpen(user(['sensorreading_read']), '/events')).toBe(true);
    expect(canOpen(user(['webhook_read']), '/webhooks/1/edit')).toBe(false);
    expect(canOpen(user(['webhook_read', 'webhook_update']), '/webhooks/1/edit')).toBe(true);
    expect(canOpen(user(['facelist_read']), '/lists')).toBe(false);
    expect(canOpen(operator, '/users')).toBe(false);
    expect(canOpen(admin, '/users/new')).toBe(true);
  });

  it('denies an operator /organizations and a superuser /cameras', () => {
    expect(canOpen(operator, '/organizations')).toBe(false);
    expect(canOpen(superuser, '/cameras')).toBe(false);
  });
});

describe('entry page', () => {
  it('is the dashboard for ordinary users and organizations for the superuser', () => {
    expect(entryPage(operator)).toBe('/dashboard');
    expect(entryPage(nobody)).toBe('/dashboard');
    expect(entryPage(superuser)).toBe('/organizations');
  });

  it('goes back to the previous path only when it may be opened', () => {
    expect(afterSignIn(operator, '/cameras#x=1')).toBe('/cameras#x=1');
    expect(afterSignIn(operator, '/organizations')).toBe('/dashboard');
    expect(afterSignIn(superuser, '/cameras')).toBe('/organizations');
    expect(afterSignIn(operator, '/login')).toBe('/dashboard');
    expect(afterSignIn(operator, undefined)).toBe('/dashboard');
    expect(afterSignIn(operator, '/no-such-page')).toBe('/dashboard');
  });
});

describe('sidebar', () => {
  it('lists permitted items in the spec order', () => {
    expect(sidebarItems(superuser)).toEqual([
      'edges',
      'organizations',
      'groups',
      'users',
      'capacitygroups',
      'streamservers',
      'sensorkinds',
      'auditlogs',
      'licenses',
    ]);
    const all = user(PERMISSIONS);
    // The live view (our addition, guarded as /cameras) stands beside cameras.
    expect(sidebarItems(all)).toEqual([
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
      'groups',
      'users',
      'auditlogs',
      'licenses',
    ]);
    expect(sidebarItems(nobody)).toEqual(['dashboard']);
    expect(sidebarItems(user(['camera_read']))).toEqual(['dashboard', 'cameras', 'live']);
  });
});

describe('modal guards', () => {
  it('follows the table of section 2.10', () => {
    expect(can(user(['face_create']), MODAL_GUARDS['faces/new']!)).toBe(true);
    expect(can(superuser, MODAL_GUARDS['faces/new']!)).toBe(false);
    expect(can(superuser, MODAL_GUARDS['capacitygroups/form']!)).toBe(true);
    expect(can(admin, MODAL_GUARDS['capacitygroups/form']!)).toBe(false);
    expect(can(superuser, MODAL_GUARDS['tfa/enable']!)).toBe(true);
    expect(can(nobody, MODAL_GUARDS['tfa/enable']!)).toBe(true);
    expect(can(user(['facelist_create']), MODAL_GUARDS['superlists/new']!)).toBe(false);
    expect(can(user(['facelist_create', 'platelist_create']), MODAL_GUARDS['superlists/new']!)).toBe(true);
    expect(can(superuser, MODAL_GUARDS['edge/show']!)).toBe(true);
    expect(can(nobody, MODAL_GUARDS['superlist/pacs']!)).toBe(true);
    expect(can(superuser, MODAL_GUARDS['superlist/pacs']!)).toBe(false);
  });
});
