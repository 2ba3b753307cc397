import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, isAllowed, isPermission } from '../src';

const user = (permissions: string[]) => ({ is_superuser: false, permissions });
const superuser = { is_superuser: true, permissions: [] };

describe('permission catalogue', () => {
  it('holds every resource_action the spec names, once', () => {
    for (const p of ['search_by_face', 'camera_create', 'placetaggroup_delete', 'auditlog_read', 'webhook_update', 'pacs_read']) {
      expect(isPermission(p)).toBe(true);
    }
    expect(isPermission('camera_fly')).toBe(false);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('grants only catalogue permissions, operator ⊂ superoperator ⊂ administrator', () => {
    const [admin, superop, op] = [1, 2, 3].map((r) => new Set(DEFAULT_ROLE_PERMISSIONS[r as 1 | 2 | 3]));
    for (const p of op!) expect(superop!.has(p)).toBe(true);
    for (const p of superop!) expect(admin!.has(p)).toBe(true);
    expect(op!.has('camera_create')).toBe(false);
    expect(superop!.has('user_create')).toBe(false);
    for (const set of [admin!, superop!, op!]) for (const p of set) expect(isPermission(p)).toBe(true);
  });
});

describe('isAllowed', () => {
  it('requires every listed permission and the absence of forbidden ones', () => {
    expect(isAllowed(user(['camera_read']), { required: ['camera_read'] })).toBe(true);
    expect(isAllowed(user([]), { required: ['camera_read'] })).toBe(false);
    expect(isAllowed(user(['camera_read', 'face_read']), { required: ['camera_read'], forbidden: ['face_read'] })).toBe(false);
    expect(isAllowed(user([]), {})).toBe(true);
  });

  it('evaluates and/or trees', () => {
    const rule = { required: [{ or: ['event_read' as const, 'sensorreading_read' as const] }] };
    expect(isAllowed(user(['sensorreading_read']), rule)).toBe(true);
    expect(isAllowed(user(['camera_read']), rule)).toBe(false);
    const both = { required: [{ and: ['facelist_read' as const, { or: ['platelist_read' as const, 'plate_read' as const] }] }] };
    expect(isAllowed(user(['facelist_read', 'plate_read']), both)).toBe(true);
    expect(isAllowed(user(['facelist_read']), both)).toBe(false);
  });

  it('applies superuser modes: denied by default, only, allowed', () => {
    expect(isAllowed(superuser, { required: ['camera_read'] })).toBe(false);
    expect(isAllowed(superuser, { superuser: 'only' })).toBe(true);
    expect(isAllowed(user(['camera_read']), { superuser: 'only' })).toBe(false);
    expect(isAllowed(superuser, { required: ['user_read'], superuser: 'allowed' })).toBe(true);
    expect(isAllowed(user(['user_read']), { required: ['user_read'], superuser: 'allowed' })).toBe(true);
  });
});
