import { describe, expect, it } from 'vitest';
import { currentCursor, firstPage, nextPage, previousPage } from '../src/lib/cursorPages';
import { licenseBody, validateLicenseForm } from '../src/lib/licenseForm';
import {
  EMPTY_AUDIT_FILTERS,
  EMPTY_USER_FILTERS,
  auditFiltersFrom,
  auditFiltersTo,
  auditQuery,
  auditRangeValid,
  userFiltersFrom,
  userFiltersTo,
  userSearchQuery,
} from '../src/lib/listFilters';
import { decodeRouteState, encodeRouteState } from '../src/lib/routeState';
import { EMPTY_USER_FORM, createUserBody, formFromUser, updateUserBody, validateUserForm } from '../src/lib/userForm';

describe('cursor pages', () => {
  it('goes forward with the answer cursor and back through the cursors seen', () => {
    let p = firstPage();
    expect(currentCursor(p)).toBeNull();
    p = nextPage(p, 'c1');
    p = nextPage(p, 'c2');
    expect(currentCursor(p)).toBe('c2');
    p = previousPage(p);
    expect(currentCursor(p)).toBe('c1');
    p = nextPage(p, 'c2b');
    expect(p.cursors).toEqual([null, 'c1', 'c2b']);
    expect(nextPage(p, null)).toBe(p);
    expect(previousPage(firstPage()).index).toBe(0);
  });
});

describe('user filters in the URL', () => {
  it('round-trip through the route state hash', () => {
    const f = { text: 'olga', roleId: 3, groupId: 7, blocked: 'yes' as const };
    const hash = encodeRouteState({ filter: userFiltersTo(f) });
    expect(userFiltersFrom(decodeRouteState(hash))).toEqual(f);
  });

  it('keep defaults out of the URL and drop malformed values', () => {
    expect(userFiltersTo(EMPTY_USER_FILTERS)).toBeNull();
    expect(userFiltersFrom({ filter: { roleId: 9, groupId: -1, blocked: 'maybe', text: 5 } })).toEqual(EMPTY_USER_FILTERS);
    expect(userFiltersFrom({ filter: 'junk' })).toEqual(EMPTY_USER_FILTERS);
  });

  it('become the search query', () => {
    expect(userSearchQuery({ text: '  a ', roleId: 1, groupId: null, blocked: 'no' })).toEqual({ text: 'a', roleIds: [1], isBlocked: false });
    expect(userSearchQuery(EMPTY_USER_FILTERS)).toEqual({});
    // A role id from the URL that names no role is not sent (the API knows roles 1-3 only).
    expect(userSearchQuery({ ...EMPTY_USER_FILTERS, roleId: 9 })).toEqual({});
  });
});

describe('audit filters', () => {
  it('round-trip and build the query', () => {
    const f = { organizationId: 2, userId: 4, actionType: 'group_create', from: '2024-05-01', to: '2024-05-02', order: 'created_at' as const };
    expect(auditFiltersFrom({ filter: auditFiltersTo(f) })).toEqual(f);
    const q = auditQuery(f);
    expect(q.userIds).toEqual([4]);
    expect(q.organizationId).toBe(2);
    expect(q.actionTypes).toEqual(['group_create']);
    expect(q.orderBy).toBe('created_at');
    expect(Date.parse(q.createdAtTo!) - Date.parse(q.createdAtFrom!)).toBe(2 * 86_400_000);
  });

  it('reject a start after the end and bad values', () => {
    expect(auditRangeValid({ ...EMPTY_AUDIT_FILTERS, from: '2024-05-03', to: '2024-05-02' })).toBe(false);
    expect(auditRangeValid({ ...EMPTY_AUDIT_FILTERS, from: '2024-05-03' })).toBe(true);
    expect(auditFiltersFrom({ filter: { actionType: 'DROP TABLE', from: '1 May', order: 'x' } })).toEqual(EMPTY_AUDIT_FILTERS);
    expect(auditFiltersTo(EMPTY_AUDIT_FILTERS)).toBeNull();
  });
});

describe('user form rules', () => {
  const rules = { mode: 'create' as const, minPasswordLength: 8, groupsPerUser: 3 };

  it('require e-mail, password and role on create', () => {
    const e = validateUserForm({ ...EMPTY_USER_FORM, roleId: '' }, rules);
    expect(e.email?.id).toBe('form.required');
    expect(e.password?.id).toBe('form.required');
    expect(e.roleId?.id).toBe('form.required');
  });

  it('check e-mail, password length from config, group count and username', () => {
    const e = validateUserForm(
      { ...EMPTY_USER_FORM, email: 'nope', password: 'short', groupIds: [1, 2, 3, 4], username: 'a b c' },
      { ...rules, minPasswordLength: 10 },
    );
    expect(e.email?.id).toBe('email.invalid');
    expect(e.password).toEqual({ id: 'password.tooShort', values: { min: 10 } });
    expect(e.groupIds).toEqual({ id: 'userForm.tooManyGroups', values: { max: 3 } });
    expect(e.username?.id).toBe('userForm.usernameInvalid');
    expect(validateUserForm({ ...EMPTY_USER_FORM, email: 'a@b.kz', password: '12345678' }, rules)).toEqual({});
  });

  it('leave the password optional on edit, and the role of a superuser empty', () => {
    expect(validateUserForm({ ...EMPTY_USER_FORM, email: 'a@b.kz' }, { ...rules, mode: 'edit' })).toEqual({});
    expect(validateUserForm({ ...EMPTY_USER_FORM, email: 'a@b.kz', roleId: '' }, { ...rules, mode: 'edit' })).toEqual({});
  });

  it('build the create body and send only changes on edit', () => {
    const body = createUserBody({ ...EMPTY_USER_FORM, email: ' a@b.kz ', password: 'p4ssw0rd!', groupIds: [2] }, 5);
    expect(body).toMatchObject({ email: 'a@b.kz', roleId: 3, groupIds: [2], blockedTo: null, organizationId: 5 });
    expect(body).not.toHaveProperty('username');
    const initial = formFromUser({
      email: 'a@b.kz',
      username: 'a',
      firstName: 'A',
      lastName: 'B',
      roleId: 3,
      groupIds: [2, 1],
      blockedTo: null,
      tfaRequired: false,
      passwordExpired: false,
    });
    expect(updateUserBody(initial, initial)).toEqual({});
    expect(updateUserBody({ ...initial, groupIds: [1, 2] }, initial)).toEqual({});
    const changed = updateUserBody({ ...initial, roleId: '1', tfaRequired: true, blockedTo: '2030-01-01T10:00' }, initial);
    expect(changed.roleId).toBe(1);
    expect(changed.tfaRequired).toBe(true);
    expect(changed.blockedTo).toBe(new Date('2030-01-01T10:00').toISOString());
  });
});

describe('licence form', () => {
  const base = {
    organizationId: '2',
    expiryDate: '2031-01-01',
    supportExpiryDate: '',
    limits: [
      { name: 'cameras', value: '10' },
      { name: '', value: '' },
    ],
  };

  it('accepts a valid form and builds the body', () => {
    expect(validateLicenseForm(base, '2030-01-01')).toEqual({});
    expect(licenseBody(base)).toEqual({
      organizationId: 2,
      expiryDate: '2031-01-01T23:59:59.999Z',
      supportExpiryDate: null,
      limits: { cameras: 10 },
      consents: [],
    });
  });

  it('rejects a past expiry, bad limits and duplicates', () => {
    expect(validateLicenseForm({ ...base, expiryDate: '2029-01-01' }, '2030-01-01').expiryDate?.id).toBe('licenseForm.expiryPast');
    expect(validateLicenseForm({ ...base, organizationId: '' }, '2030-01-01').organizationId?.id).toBe('form.required');
    expect(validateLicenseForm({ ...base, limits: [{ name: 'Cameras', value: '1' }] }, '2030-01-01').limits?.id).toBe('licenseForm.limitInvalid');
    expect(validateLicenseForm({ ...base, limits: [{ name: 'fr', value: '-1' }] }, '2030-01-01').limits?.id).toBe('licenseForm.limitInvalid');
    expect(
      validateLicenseForm(
        {
          ...base,
          limits: [
            { name: 'fr', value: '1' },
            { name: 'fr', value: '2' },
          ],
        },
        '2030-01-01',
      ).limits?.id,
    ).toBe('licenseForm.limitDuplicate');
  });
});

describe('licence status', () => {
  const base = { isActive: false, activatedAt: null, deactivatedAt: null, expiryDate: '2030-01-01T00:00:00Z' };
  const now = Date.parse('2029-01-01T00:00:00Z');
  it('names each state', async () => {
    const { licenseStatus, usageFull } = await import('../src/lib/licenseStatus');
    expect(licenseStatus({ ...base, isActive: true, activatedAt: '2028-01-01' }, now)).toBe('active');
    expect(licenseStatus(base, now)).toBe('pending');
    expect(licenseStatus({ ...base, activatedAt: '2028-01-01', deactivatedAt: '2028-02-01' }, now)).toBe('deactivated');
    expect(licenseStatus({ ...base, activatedAt: '2028-01-01' }, Date.parse('2031-01-01'))).toBe('expired');
    expect(usageFull({ current: 3, limit: 3 })).toBe(true);
    expect(usageFull({ current: 3, limit: null })).toBe(false);
  });
});

describe('licence recheck', () => {
  it('is due at the earliest expiry, at most a day ahead', async () => {
    const { licenseRecheckDelay } = await import('../src/lib/licenseStatus');
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(licenseRecheckDelay([], now)).toBe(86_400_000);
    expect(licenseRecheckDelay(['2030-01-01T01:00:00Z', '2030-01-01T00:30:00Z'], now)).toBe(1_800_000);
    expect(licenseRecheckDelay(['2031-01-01T00:00:00Z'], now)).toBe(86_400_000);
    expect(licenseRecheckDelay(['2029-01-01T00:00:00Z', 'junk'], now)).toBe(86_400_000);
  });
});
