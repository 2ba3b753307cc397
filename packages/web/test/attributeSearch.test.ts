import { describe, expect, it } from 'vitest';
import { attributeSearch, eventSearch, unitOf } from '../src/lib/attributeSearch';

describe('attribute searches', () => {
  it('person-fr asks byface on fr events with gender and age, never clothing', () => {
    expect(attributeSearch('person-fr', { gender: 'male', ageFrom: '20', ageTo: '', upperbodyColor: 'red' })).toEqual({
      call: 'byface',
      query: { eventType: 'fr', attributes: { gender: 'male', age: { from: 20 } } },
    });
  });
  it('person-sa sends clothing colours as lists', () => {
    expect(attributeSearch('person-sa', { upperbodyColor: 'red', lowerbodyColor: 'blue' })).toEqual({
      call: 'byface',
      query: { eventType: 'sa', attributes: { upperbodyColor: ['red'], lowerbodyColor: ['blue'] } },
    });
  });
  it('plate-lpr and plate-sa ask byplate with speed, colour, make and model', () => {
    expect(attributeSearch('plate-lpr', { speedFrom: '100', speedTo: '900', color: 'black', make: ' BMW ', model: '' })).toEqual({
      call: 'byplate',
      query: { eventType: 'lpr', attributes: { speed: { from: 100 }, color: ['black'], make: 'BMW' } },
    });
    expect(attributeSearch('plate-sa', { model: 'Camry' })).toEqual({ call: 'byplate', query: { eventType: 'sa', attributes: { model: 'Camry' } } });
  });
  it('runs nothing until an attribute is given', () => {
    expect(attributeSearch('person-sa', {})).toBeNull();
    expect(attributeSearch('plate-lpr', { speedFrom: 'fast', make: '  ' })).toBeNull();
  });
});

describe('search by an event', () => {
  const id = '6f1c2f7e-9a7b-4c4e-8d2a-0e5d1b2c3d4e';
  it('a face or situation event searches by its face, a plate event by its number', () => {
    expect(eventSearch({ eventId: id, eventType: 'fr' })).toEqual({ call: 'byface', query: { eventType: 'fr', eventId: id } });
    expect(eventSearch({ eventId: id, eventType: 'sa' })).toEqual({ call: 'byface', query: { eventType: 'sa', eventId: id } });
    expect(eventSearch({ eventId: id, eventType: 'lpr' })).toEqual({ call: 'byplate', query: { eventType: 'lpr', eventId: id } });
    expect(eventSearch({ eventId: id, eventType: 'tp' })).toBeNull();
  });
  it('reads the route-state unit only when well formed', () => {
    expect(unitOf({ eventId: id, eventType: 'fr' })).toEqual({ eventId: id, eventType: 'fr' });
    expect(unitOf({ eventId: 'x', eventType: 'fr' })).toBeNull();
    expect(unitOf(null)).toBeNull();
  });
});
