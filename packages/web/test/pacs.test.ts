import { describe, expect, it } from 'vitest';
import type { Pacs } from '../src/api/pacses';
import { checkBody, initialPacsValues, linkChanges, pacsCreate, pacsProblems, pacsWrite, sortEntries, syncSummary } from '../src/modals/pacs/logic';

const base: Pacs = {
  id: 7,
  name: 'Gate A',
  vendor: 'dahua',
  kind: 'person',
  host: '10.0.0.5',
  port: 8080,
  username: 'admin',
  channel: 2,
  version: '4.1',
  capacitygroupToken: null,
  placeId: 3,
  facelistIds: [1, 2],
  listIds: [],
  persons: [],
  vehicles: [],
  personSyncCount: 0,
  vehicleSyncCount: 0,
  failedCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};
const person = (faceId: number, status: 'pending' | 'synced' | 'failed', removing = false) => ({
  faceId,
  faceName: `Face ${faceId}`,
  faceimageId: null,
  status,
  removing,
  error: status === 'failed' ? 'statusCode 6' : null,
  attempts: 1,
  syncedAt: null,
});

describe('pacs form values', () => {
  it('starts a new system with sensible defaults and an empty password', () => {
    const v = initialPacsValues();
    expect(v).toMatchObject({ vendor: 'hikvision', kind: 'person', port: '80', channel: '1', password: '', facelistIds: [], listIds: [] });
  });

  it('fills an edit from the system and never holds its password', () => {
    const v = initialPacsValues(base);
    expect(v).toMatchObject({ name: 'Gate A', vendor: 'dahua', port: '8080', channel: '2', placeId: '3', password: '', facelistIds: [1, 2] });
  });

  it('requires the password only when creating', () => {
    const v = { ...initialPacsValues(base) };
    expect(pacsProblems(v, true)).toEqual({});
    expect(pacsProblems(v, false)).toEqual({ password: 'required' });
  });

  it('checks name, host, port, user and channel', () => {
    const v = { ...initialPacsValues(), name: 'ab', host: ' ', port: '70000', username: '', password: 'x', channel: '-1' };
    expect(pacsProblems(v, false)).toEqual({ name: 'tooShort', host: 'required', port: 'port', username: 'required', channel: 'channel' });
    expect(pacsProblems({ ...v, name: '', port: 'abc', channel: '' }, false)).toMatchObject({ name: 'required', port: 'port' });
    expect(pacsProblems({ ...v, name: '', port: 'abc', channel: '' }, false).channel).toBeUndefined();
  });
});

describe('pacs write body', () => {
  it('omits an empty password (keeps the stored one) and sends a typed one', () => {
    const v = initialPacsValues(base);
    expect(pacsWrite(v)).not.toHaveProperty('password');
    expect(pacsWrite({ ...v, password: 's3cret' }).password).toBe('s3cret');
  });

  it('creates with every field and the password', () => {
    const v = { ...initialPacsValues(base), name: 'Door', host: '10.1.1.1', username: 'admin', password: 's3cret' };
    expect(pacsCreate(v)).toMatchObject({
      name: 'Door',
      host: '10.1.1.1',
      username: 'admin',
      password: 's3cret',
      vendor: v.vendor,
      kind: v.kind,
      port: Number(v.port),
    });
    expect(pacsCreate(v)).not.toHaveProperty('capacitygroupToken');
  });

  it('sends only lists of the system kind and empties the other', () => {
    const v = { ...initialPacsValues(base), listIds: [9] };
    expect(pacsWrite(v)).toMatchObject({ facelistIds: [1, 2], listIds: [] });
    expect(pacsWrite({ ...v, kind: 'vehicle' })).toMatchObject({ facelistIds: [], listIds: [9] });
  });

  it('trims text, parses numbers and turns empty optionals into null', () => {
    const w = pacsWrite({ ...initialPacsValues(), name: ' Door ', host: ' 10.1.1.1 ', port: '443', channel: '0', placeId: '', capacitygroupToken: '  ' });
    expect(w).toMatchObject({ name: 'Door', host: '10.1.1.1', port: 443, channel: 0, placeId: null });
    expect(pacsWrite({ ...initialPacsValues(), channel: '' })).not.toHaveProperty('channel');
  });

  it('lets the server pick the capacity group on create, and clears it on an edit', () => {
    const v = { ...initialPacsValues(), capacitygroupToken: ' ' };
    expect(pacsWrite(v)).not.toHaveProperty('capacitygroupToken');
    expect(pacsWrite(v, true).capacitygroupToken).toBeNull();
    expect(pacsWrite({ ...v, capacitygroupToken: ' cg1 ' }).capacitygroupToken).toBe('cg1');
  });
});

describe('pacs connection check body', () => {
  it('needs a password for a new system', () => {
    const v = { ...initialPacsValues(), host: '10.0.0.9' };
    expect(checkBody(v, null)).toBeNull();
    expect(checkBody({ ...v, password: 'pw' }, null)).toEqual({
      vendor: 'hikvision',
      host: '10.0.0.9',
      port: 80,
      username: 'admin',
      password: 'pw',
      channel: 1,
    });
  });

  it('tries the stored password of a saved system when the field is empty', () => {
    expect(checkBody(initialPacsValues(base), 7)).toEqual({ vendor: 'dahua', host: '10.0.0.5', port: 8080, username: 'admin', pacsId: 7, channel: 2 });
  });

  it('is null while the connection is incomplete', () => {
    expect(checkBody({ ...initialPacsValues(base), port: '0' }, 7)).toBeNull();
    expect(checkBody({ ...initialPacsValues(base), username: '' }, 7)).toBeNull();
  });
});

describe('pacs sync state', () => {
  it('summarises counts and names the worst state', () => {
    expect(syncSummary(base).state).toBe('empty');
    const synced = { ...base, persons: [person(1, 'synced')], personSyncCount: 1 };
    expect(syncSummary(synced)).toEqual({ synced: 1, pending: 0, failed: 0, total: 1, state: 'synced' });
    const pending = { ...synced, persons: [person(1, 'synced'), person(2, 'pending')] };
    expect(syncSummary(pending)).toMatchObject({ pending: 1, total: 2, state: 'pending' });
    const failed = { ...pending, persons: [...pending.persons, person(3, 'failed', true)], failedCount: 1 };
    expect(syncSummary(failed)).toMatchObject({ failed: 1, total: 2, state: 'failed' });
  });

  it('uses the vehicle count for a barrier', () => {
    expect(syncSummary({ ...base, kind: 'vehicle', personSyncCount: 5, vehicleSyncCount: 2 }).synced).toBe(2);
  });

  it('lists failures first, then pending, then synced, by name', () => {
    const rows = sortEntries([person(3, 'synced'), person(2, 'failed'), person(1, 'pending'), person(0, 'failed')], (e) => e.faceName);
    expect(rows.map((r) => r.faceId)).toEqual([0, 2, 1, 3]);
  });
});

describe('linking a list to systems', () => {
  const systems = [
    { id: 1, kind: 'person' as const, facelistIds: [5], listIds: [] },
    { id: 2, kind: 'person' as const, facelistIds: [6], listIds: [] },
    { id: 3, kind: 'vehicle' as const, facelistIds: [], listIds: [5] },
  ];

  it('adds and removes the list only where the choice changed', () => {
    expect(linkChanges(systems, { kind: 'face', id: 5 }, new Set([2]))).toEqual([
      { id: 1, body: { facelistIds: [] } },
      { id: 2, body: { facelistIds: [6, 5] } },
    ]);
    expect(linkChanges(systems, { kind: 'face', id: 5 }, new Set([1]))).toEqual([]);
  });

  it('never touches systems of the other kind', () => {
    expect(linkChanges(systems, { kind: 'plate', id: 5 }, new Set([1, 2]))).toEqual([{ id: 3, body: { listIds: [] } }]);
    expect(linkChanges(systems, { kind: 'plate', id: 8 }, new Set([3]))).toEqual([{ id: 3, body: { listIds: [5, 8] } }]);
  });
});
