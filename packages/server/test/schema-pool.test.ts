import { describe, expect, it } from 'vitest';
import { pooledCompiler } from '../src/http/input';

// Each server built in a process shares the validators of the ones before it (http/input.ts), but only when its shared
// schemas and options are the same: a changed one must never be answered by a validator made for the other.
const shared = () => ({ Point: { $id: 'Point', type: 'object', required: ['x'], properties: { x: { type: 'integer' } } } });
const options = { customOptions: { coerceTypes: false, allErrors: true } };
const route = () => ({ schema: { type: 'object', properties: { at: { $ref: 'Point' } }, required: ['at'] }, httpPart: 'body' });
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

describe('validators shared in the process', () => {
  it('are the same for equal shared schemas, options and schema, copies included', () => {
    const a = pooledCompiler(shared(), options)(route()) as Validate;
    const b = pooledCompiler(shared(), { customOptions: { ...options.customOptions } })(route()) as Validate;
    expect(b).toBe(a);
    expect(a({ at: { x: 1 } })).toBe(true);
    expect(a({ at: { x: 'one' } })).toBe(false);
    expect(a.errors).toHaveLength(1);
  });

  it('are made anew when a shared schema, an option or the schema differs', () => {
    const a = pooledCompiler(shared(), options)(route()) as Validate;
    const changed = shared();
    changed.Point.properties.x.type = 'string';
    const other = pooledCompiler(changed, options)(route()) as Validate;
    expect(other).not.toBe(a);
    expect(other({ at: { x: 'one' } })).toBe(true);
    const coercing = pooledCompiler(shared(), { customOptions: { coerceTypes: true, allErrors: true } })(route()) as Validate;
    expect(coercing).not.toBe(a);
    expect(coercing({ at: { x: '1' } })).toBe(true);
    const wider = pooledCompiler(shared(), options)({ ...route(), schema: { ...route().schema, required: [] } }) as Validate;
    expect(wider).not.toBe(a);
    expect(wider({})).toBe(true);
  });
});
