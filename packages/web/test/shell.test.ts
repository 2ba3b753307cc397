import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, mergeConfig } from '../src/api/config';
import { pickBanner } from '../src/lib/banners';
import { mapFieldErrors } from '../src/lib/fieldErrors';
import { needsLicenseAgreement, startupGate, type GateUser } from '../src/lib/gates';
import { formatPlannedAt, showMaintenance } from '../src/lib/maintenance';
import { digitsOnly, pastedCode } from '../src/lib/otp';
import { toastDuration } from '../src/lib/toasts';
import { shouldShowVersionNotice } from '../src/lib/version';

const base: GateUser = {
  tfaRequired: false,
  tfaEnabled: false,
  passwordInitiallyChanged: true,
  passwordExpired: false,
  licenseAgreementAcceptedVersion: null,
};

describe('start-up gates', () => {
  it('puts forced 2FA first, then the password change, then the app', () => {
    const on = { initialPasswordChange: true };
    expect(startupGate({ ...base, tfaRequired: true, passwordExpired: true }, on)).toBe('tfa');
    expect(startupGate({ ...base, tfaRequired: true, tfaEnabled: true }, on)).toBe('app');
    expect(startupGate({ ...base, passwordInitiallyChanged: false }, on)).toBe('password');
    expect(startupGate({ ...base, passwordInitiallyChanged: false }, { initialPasswordChange: false })).toBe('app');
    expect(startupGate({ ...base, passwordExpired: true }, { initialPasswordChange: false })).toBe('password');
    expect(startupGate(base, on)).toBe('app');
  });

  it('shows the licence agreement while the configured version differs from the accepted one', () => {
    expect(needsLicenseAgreement(base, null)).toBe(false);
    expect(needsLicenseAgreement(base, '1')).toBe(true);
    expect(needsLicenseAgreement({ ...base, licenseAgreementAcceptedVersion: '1' }, '1')).toBe(false);
    expect(needsLicenseAgreement({ ...base, licenseAgreementAcceptedVersion: '1' }, '2')).toBe(true);
  });
});

describe('banners and notices', () => {
  it('shows the first applicable banner', () => {
    expect(pickBanner({ offline: true, clockDrift: true, maintenance: true })).toBe('offline');
    expect(pickBanner({ offline: false, clockDrift: true, maintenance: true })).toBe('clockDrift');
    expect(pickBanner({ offline: false, clockDrift: false, maintenance: true })).toBe('maintenance');
    expect(pickBanner({ offline: false, clockDrift: false, maintenance: false })).toBeNull();
  });

  it('formats the planned maintenance as day/month/year hour:minute and remembers dismissal per time', () => {
    const local = new Date(2026, 2, 5, 7, 9).toISOString();
    expect(formatPlannedAt(local)).toBe('05/03/2026 07:09');
    const m = { show: true, plannedAt: local };
    expect(showMaintenance(m, null)).toBe(true);
    expect(showMaintenance(m, local)).toBe(false);
    expect(showMaintenance(m, 'an earlier time')).toBe(true);
    expect(showMaintenance({ show: false, plannedAt: local }, null)).toBe(false);
  });

  it('notices a new front version', () => {
    expect(shouldShowVersionNotice('v1', null, 'v1')).toBe(false);
    expect(shouldShowVersionNotice('v2', null, 'v1')).toBe(true);
    expect(shouldShowVersionNotice('v2', 'v1', 'v2')).toBe(true);
    expect(shouldShowVersionNotice('v2', 'v2', 'v2')).toBe(false);
    expect(shouldShowVersionNotice(undefined, 'v1', 'v2')).toBe(false);
  });

  it('keeps toasts 6 s, 20 s with a link', () => {
    expect(toastDuration({ kind: 'info', text: 'x' })).toBe(6000);
    expect(toastDuration({ kind: 'info', text: 'x', link: { href: '/', label: 'y' } })).toBe(20000);
    expect(toastDuration({ kind: 'info', text: 'x', duration: Infinity })).toBe(Infinity);
  });
});

describe('one-time code', () => {
  it('takes digits only and ignores a paste of anything else', () => {
    expect(digitsOnly('1a2b3')).toBe('123');
    expect(pastedCode('123456', 6)).toBe('123456');
    expect(pastedCode(' 123 456 ', 6)).toBe('123456');
    expect(pastedCode('12345678', 6)).toBe('123456');
    expect(pastedCode('12ab56', 6)).toBeNull();
    expect(pastedCode('code', 6)).toBeNull();
  });
});

describe('forms and config', () => {
  it('puts server field errors on the fields by path', () => {
    expect(mapFieldErrors({ new_password: 'short', other: 'x' }, ['newPassword'])).toEqual({ byField: { newPassword: 'short' }, rest: ['x'] });
  });

  it('merges the config answer over the defaults', () => {
    const merged = mergeConfig(DEFAULT_CONFIG, { productTitle: 'Eye', maintenance: { show: true } });
    expect(merged.productTitle).toBe('Eye');
    expect(merged.maintenance).toEqual({ show: true, plannedAt: null });
    expect(merged.minPasswordLength).toBe(8);
    expect(mergeConfig(DEFAULT_CONFIG, 'nonsense')).toBe(DEFAULT_CONFIG);
  });
});
