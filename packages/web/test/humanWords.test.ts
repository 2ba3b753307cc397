import { AO_REASONS, FR_REASONS, LICENSE_LIMIT_NAMES, LPR_REASONS, SA_REASONS, TAMPER_KINDS, VIDEO_MODULES } from '@argus/contracts';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/messages/en';
import { kk } from '../src/i18n/messages/kk';
import { ru } from '../src/i18n/messages/ru';
import { AUDIT_RESOURCES, AUDIT_VERBS, codeToWords, splitActionType } from '../src/lib/auditAction';
import { offersRetry } from '../src/lib/retry';
import { sameToast } from '../src/lib/toasts';
import { ACTION_TYPES } from '../src/pages/auditlogs/actionTypes';

const catalogues = { en, ru, kk } as Record<string, Record<string, string>>;
const hasAll = (id: string) =>
  Object.entries(catalogues)
    .filter(([, c]) => !c[id]?.trim())
    .map(([lang]) => `${lang} ${id}`);

describe('codes in words', () => {
  it('splits audit action types into a known resource (longest first) and verb', () => {
    expect(splitActionType('camera_update')).toEqual({ resource: 'camera', verb: 'update' });
    expect(splitActionType('placetaggroup_create')).toEqual({ resource: 'placetaggroup', verb: 'create' });
    expect(splitActionType('group_members_add')).toEqual({ resource: 'group', verb: 'members_add' });
    expect(splitActionType('token_create_failed')).toEqual({ resource: 'token', verb: 'create_failed' });
    expect(splitActionType('mystery_thing')).toBeNull();
    expect(codeToWords('ptz_move')).toBe('Ptz move');
  });

  it('has words in en, ru and kk for every action the filter offers, every resource and verb, every event reason, licence counter and module', () => {
    const missing: string[] = [];
    for (const a of ACTION_TYPES) {
      const s = splitActionType(a);
      expect(s, a).not.toBeNull();
      if (s && !(AUDIT_VERBS as readonly string[]).includes(s.verb)) missing.push(`verb of ${a}`);
    }
    for (const r of AUDIT_RESOURCES) missing.push(...hasAll(`audit.resource.${r}`));
    for (const v of AUDIT_VERBS) missing.push(...hasAll(`audit.verb.${v}`));
    const reasons = { fr: FR_REASONS, lpr: LPR_REASONS, sa: SA_REASONS, tp: TAMPER_KINDS, ao: AO_REASONS };
    for (const [type, list] of Object.entries(reasons)) for (const r of list) missing.push(...hasAll(`events.reason.${type}.${r}`));
    for (const n of LICENSE_LIMIT_NAMES) missing.push(...hasAll(`license.usage.${n}`));
    for (const m of VIDEO_MODULES) missing.push(...hasAll(`camera.module.${m}`));
    expect(missing).toEqual([]);
    // Words, not the code: "any" reads differently per event type.
    expect(en['events.reason.fr.any']).not.toMatch(/\bany\b/i);
    expect(en['events.reason.lpr.any']).not.toBe(en['events.reason.fr.any']);
  });

  it('offers no Retry for what is gone or not the user’s, and does for failures that may pass', () => {
    expect(offersRetry({ type: 'not_found', statusCode: 404 })).toBe(false);
    expect(offersRetry({ type: 'forbidden', statusCode: 403 })).toBe(false);
    expect(offersRetry({ type: 'validation', statusCode: 422 })).toBe(false);
    expect(offersRetry({ type: 'internal_error', statusCode: 500 })).toBe(true);
    expect(offersRetry({ type: 'unreachable_api', statusCode: 0 })).toBe(true);
    expect(offersRetry(null)).toBe(true);
  });

  it('shows one toast for one error, however many calls failed with it', () => {
    const shown = [
      { id: 1, kind: 'error' as const, text: 'The server cannot be reached.', state: 'shown' },
      { id: 2, kind: 'error' as const, text: 'Gone', state: 'pendingRemoval' },
    ];
    expect(sameToast(shown, { kind: 'error', text: 'The server cannot be reached.' })?.id).toBe(1);
    expect(sameToast(shown, { kind: 'success', text: 'The server cannot be reached.' })).toBeUndefined();
    // A toast on its way out does not swallow a new one.
    expect(sameToast(shown, { kind: 'error', text: 'Gone' })).toBeUndefined();
  });
});
