import { describe, expect, it } from 'vitest';
import { fullGrid, toWorktime } from '../src/lib/cameraWorktime';
import {
  applicable,
  checkValues,
  dslErrorPosition,
  emptyValues,
  formFieldOf,
  fromSubscription,
  listKindFor,
  reasonsFor,
  toBody,
  type SubscriptionLike,
} from '../src/lib/subscriptionForm';

describe('subscription form', () => {
  it('event fields go as null for a sensor-reading subscription; the sensor only for readings', () => {
    const v = {
      ...emptyValues(),
      name: 'Freezer',
      kind: 'sensorreading' as const,
      eventType: 'lpr' as const,
      camera: { id: 3, name: 'c' },
      sensor: { id: 9, name: 's' },
      place: { id: 2, name: 'p' },
    };
    expect(toBody(v)).toMatchObject({
      kind: 'sensorreading',
      eventType: null,
      cameraId: null,
      sensorId: 9,
      placeId: 2,
      matchKind: 'any',
      listId: null,
      entityId: null,
    });
    const e = { ...v, kind: 'event' as const };
    expect(toBody(e)).toMatchObject({ eventType: 'lpr', cameraId: 3, sensorId: null });
  });

  it('lists: plates for lpr, faces for fr and sa, chosen otherwise; none for unrecognised events or tp', () => {
    expect(listKindFor('lpr', 'facelist')).toBe('platelist');
    expect(listKindFor('sa', 'platelist')).toBe('facelist');
    expect(listKindFor('', 'platelist')).toBe('platelist');
    expect(applicable({ ...emptyValues(), eventType: 'tp' }).matchKind).toBe(false);
    expect(applicable({ ...emptyValues(), kind: 'event_unrecognized' }).matchKind).toBe(false);
    const entity = {
      ...emptyValues(),
      name: 'Wanted',
      eventType: 'lpr' as const,
      matchKind: 'entity' as const,
      list: { id: 4, name: 'l' },
      entity: { id: 8, name: 'A1' },
    };
    // The list only narrows the search for an entity: it is not sent.
    expect(toBody(entity)).toMatchObject({ matchKind: 'entity', listId: null, entityId: 8 });
    expect(toBody({ ...entity, matchKind: 'list' })).toMatchObject({ matchKind: 'list', listId: 4, entityId: null });
    expect(toBody({ ...entity, eventType: 'tp' })).toMatchObject({ matchKind: 'any', listId: null, entityId: null });
  });

  it('reasons follow the event type; a reason is dropped without one', () => {
    expect(reasonsFor('tp')).toContain('blurring');
    expect(reasonsFor('lpr')).toContain('over_speed');
    expect(reasonsFor('')).toEqual([]);
    expect(toBody({ ...emptyValues(), name: 'x', eventReason: 'motion' }).eventReason).toBeNull();
  });

  it('checks: name length, a list or entry when matching one, some hours when worktime is on', () => {
    expect(checkValues({ ...emptyValues(), name: 'ab' })).toEqual({ name: 'tooShort' });
    expect(checkValues({ ...emptyValues(), name: 'abc', matchKind: 'list' })).toEqual({ list: 'required' });
    expect(checkValues({ ...emptyValues(), name: 'abc', matchKind: 'entity' })).toEqual({ entity: 'required' });
    expect(checkValues({ ...emptyValues(), name: 'abc', worktimeOn: true, worktime: toWorktime(fullGrid(false)) })).toEqual({ worktime: 'noHours' });
    expect(toBody({ ...emptyValues(), name: 'abc' }).config.worktime).toBeNull();
    expect(toBody({ ...emptyValues(), name: 'abc', worktimeOn: true }).config.worktime?.mon).toHaveLength(24);
  });

  it('round trip from the server answer; blank DSL is null', () => {
    const s: SubscriptionLike = {
      name: 'Gate',
      kind: 'event',
      eventType: 'lpr',
      eventReason: 'over_speed',
      matchKind: 'list',
      place: null,
      camera: { id: 1, name: 'North' },
      sensor: null,
      situation: null,
      list: { id: 4, name: 'Wanted', kind: 'platelist' },
      entity: null,
      dsl: "number ~ 'A1'",
      config: { worktime: null },
    };
    const v = fromSubscription(s);
    expect(v.listKind).toBe('platelist');
    expect(toBody(v)).toEqual({
      name: 'Gate',
      kind: 'event',
      eventType: 'lpr',
      eventReason: 'over_speed',
      matchKind: 'list',
      placeId: null,
      cameraId: 1,
      sensorId: null,
      situationId: null,
      listId: 4,
      entityId: null,
      dsl: "number ~ 'A1'",
      config: { worktime: null },
    });
    expect(toBody({ ...v, dsl: '   ' }).dsl).toBeNull();
  });

  it('server errors land on their fields; the DSL error position is read from the message', () => {
    expect(formFieldOf('camera_id')).toBe('camera');
    expect(formFieldOf('dsl')).toBe('dsl');
    expect(formFieldOf('something_else')).toBe('form');
    expect(dslErrorPosition('a value is expected at position 14')).toBe(14);
    expect(dslErrorPosition('must be any')).toBeNull();
    expect(dslErrorPosition(undefined)).toBeNull();
  });
});
