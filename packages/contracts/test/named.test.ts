import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import * as E from '../src/entities';
import { NAMED_SCHEMAS, componentName, isNamedEntity, nameSchemas } from '../src/named';

describe('named entities', () => {
  it('every exported entity schema carries its $id, and no two share one', () => {
    const exported = Object.entries(E).filter(([name, value]) => name.endsWith('Schema') && !name.endsWith('QuerySchema') && isNamedEntity(value));
    expect(exported.length).toBeGreaterThan(200);
    const ids = new Set<string>();
    for (const [name, value] of exported) {
      const id = (value as { $id?: string }).$id;
      expect(id, name).toBeTypeOf('string');
      // An alias (EdgeListItemSchema = EdgeSchema) is the one entity under its shorter name.
      if (id !== componentName(name)) expect(NAMED_SCHEMAS.get(id!), name).toBe(value);
      ids.add(id!);
    }
    expect(NAMED_SCHEMAS.size).toBe(ids.size);
    expect(NAMED_SCHEMAS.get('Event')).toBe(E.EventSchema);
    expect(NAMED_SCHEMAS.get('Camera')).toBe(E.CameraSchema);
    expect(NAMED_SCHEMAS.get('Capacitygroup')).toBe(E.CapacitygroupSchema);
    expect(NAMED_SCHEMAS.has('CapacitygroupListItem')).toBe(false);
  });

  it('names an alias by the shorter name whatever order the exports are listed in', () => {
    const read = () => Type.Object({ a: Type.String() });
    const first = read();
    const second = read();
    // Node lists a module's exports alphabetically (ThingListItem first), a bundler in source order (Thing first).
    expect([...nameSchemas({ ThingListItemSchema: first, ThingSchema: first }).keys()]).toEqual(['Thing']);
    expect([...nameSchemas({ ThingSchema: second, ThingListItemSchema: second }).keys()]).toEqual(['Thing']);
  });

  it('leaves scalars, bare arrays and query strings inline', () => {
    expect((E.IdSchema as { $id?: string }).$id).toBeUndefined();
    expect((E.PolygonSchema as { $id?: string }).$id).toBeUndefined();
    expect((E.EventQuerySchema as { $id?: string }).$id).toBeUndefined();
    expect((E.EventTypeSchema as { $id?: string }).$id).toBe('EventType');
  });

  it('names objects, unions of objects and string enumerations', () => {
    const named = nameSchemas({
      ThingSchema: Type.Object({ a: Type.String() }),
      EitherSchema: Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.String() })]),
      KindSchema: Type.Enum(['x', 'y'] as const),
      CountSchema: Type.Integer(),
      MixedSchema: Type.Union([Type.Object({}), Type.String()]),
      helper: Type.Object({}),
    });
    expect([...named.keys()].sort()).toEqual(['Either', 'Kind', 'Thing']);
  });
});
