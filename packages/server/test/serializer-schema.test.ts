import { EventListSchema, NAMED_SCHEMAS, UserSchema } from '@argus/contracts';
import fastJsonStringify from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { Components, referencedIds } from '../src/http/components';
import { forSerializer } from '../src/http/serializer-schema';

/**
 * http/serializer-schema.ts: answers serialised from the rewritten schemas are byte for byte those
 * of the contract's schemas, a value of no branch still fails, and the unions it rewrites are told
 * apart without validating the value against them.
 */

type Node = Record<string, unknown>;
const components = new Components(NAMED_SCHEMAS as unknown as Map<string, Node>);
const shared = Object.fromEntries(components.shared().map((s) => [s.$id as string, s]));

/** A serialiser as the server builds one (the answer and the components it refers to), rewritten or not. */
function serializer(answer: unknown, rewrite: boolean): (data: unknown) => string {
  const route = components.refer(answer);
  const used = referencedIds(route, shared);
  const resolve = (id: string) => shared[id];
  const schema = Object.fromEntries([...used].map((id) => [id, rewrite ? forSerializer(shared[id], resolve) : shared[id]]));
  return fastJsonStringify((rewrite ? forSerializer(route, resolve) : route) as never, { schema: schema as never }) as (data: unknown) => string;
}

const TS = '2026-06-01T10:00:00.000Z';
function event(i: number): Node {
  const type = ['fr', 'lpr', 'sa', 'tp', 'ao'][i % 5]!;
  const reason = type === 'tp' ? 'tampering' : 'any';
  return {
    event_id: `6f1c2a8e-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    event_type: type,
    ts: TS,
    obsolete: i % 2 === 0,
    status: 'succeeded',
    snapshot_url: i % 3 === 0 ? null : `/api/v1/files/s${i}?exp=1&sig=x`,
    scene_url: null,
    streamserver_id: i % 4 === 0 ? null : 7,
    stream_id: 3,
    origin: {
      camera_id: 3,
      camera_name: 'Gate',
      place_id: i % 2 ? 9 : null,
      place_name: null,
      place_description: null,
      latitude: i % 2 ? 51.5 : null,
      longitude: null,
    },
    matches: [],
    event: {
      reason,
      label: i % 2 && type !== 'sa' ? 'label' : null,
      detection: i % 2 ? { rect: { x_min: 0.1, y_min: 0.2, x_max: 0.3, y_max: 0.4 }, confidence: 0.9 } : null,
      trajectory: [],
      roi: null,
      line: null,
      attributes: {},
      ts: TS,
      // Not in the schema: left out of the answer.
      secret: 'never sent',
    },
    ...(type === 'lpr' ? { number: 'AB123', region: i % 2 ? 'ge' : null, plate_url: null } : {}),
    internal: 'never sent',
  };
}

describe('serialiser schemas', () => {
  it('serialise a page of every event type exactly as the contract schema does, without the fields it lacks', () => {
    const data = { events: Array.from({ length: 20 }, (_, i) => event(i)), pagination: { cursor: 'abc' } };
    const before = serializer(EventListSchema, false)(data);
    const after = serializer(EventListSchema, true)(data);
    expect(after).toBe(before);
    expect(after).not.toContain('never sent');
    expect(JSON.parse(after).events.map((e: Node) => e.event_type)).toEqual(data.events.map((e) => e.event_type));
  });

  it('serialise a user (nullable fields set and unset) exactly as before', () => {
    const user = {
      id: 1,
      username: 'u',
      first_name: '',
      last_name: '',
      email: 'u@x.test',
      avatar_id: null,
      avatar_url: null,
      attributes: {},
      organization_id: 2,
      organization: { id: 2, name: 'Org' },
      group_ids: [1, 2],
      role_id: null,
      is_superuser: false,
      tfa_enabled: false,
      tfa_required: false,
      blocked_to: TS,
      password_expired: false,
      password_updated_at: null,
      password_initially_changed: true,
      license_agreement_accepted_version: null,
      permissions: [],
      settings: {},
      created_at: TS,
      updated_at: TS,
    };
    expect(serializer(UserSchema, true)(user)).toBe(serializer(UserSchema, false)(user));
    const orphan = { ...user, organization_id: null, organization: null, role_id: 3 };
    expect(serializer(UserSchema, true)(orphan)).toBe(serializer(UserSchema, false)(orphan));
  });

  it('still refuses an event of no known type', () => {
    const data = { events: [{ ...event(0), event_type: 'xx' }], pagination: { cursor: null } };
    expect(() => serializer(EventListSchema, false)(data)).toThrow(/does not match/);
    expect(() => serializer(EventListSchema, true)(data)).toThrow(/does not match/);
  });

  it('tells the event types apart by event_type and nullable fields by type: no union left to validate', () => {
    const resolve = (id: string) => shared[id];
    const rewritten = JSON.stringify(forSerializer(shared.Event, resolve)) + JSON.stringify(forSerializer(shared.FrEvent, resolve));
    expect(JSON.stringify(shared.Event)).toContain('"anyOf"');
    expect(rewritten).toContain('"if":{"type":"object","required":["event_type"],"properties":{"event_type":{"const":"fr"}}}');
    // The one anyOf left is the last event type's (so that a value of no type still fails).
    expect(rewritten.match(/"anyOf"/g)).toHaveLength(1);
  });
});
