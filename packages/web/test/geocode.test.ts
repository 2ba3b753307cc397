import { describe, expect, it } from 'vitest';
import { geocodeUrl, parseGeocode } from '../src/lib/geocode';

describe('geocoding through the configured search_url', () => {
  it('adds the Nominatim parameters, or fills a {query} placeholder', () => {
    const u = new URL(geocodeUrl('https://geo.example/search', ' Astana, Mangilik El ', ['kz']));
    expect(u.searchParams.get('q')).toBe('Astana, Mangilik El');
    expect(u.searchParams.get('format')).toBe('json');
    expect(u.searchParams.get('countrycodes')).toBe('kz');
    expect(geocodeUrl('https://p.example/api?q={query}&lang=ru', 'a b', [])).toBe('https://p.example/api?q=a%20b&lang=ru');
    expect(geocodeUrl('/geocode', 'x', ['kz', 'ru'])).toBe('/geocode?q=x&format=json&countrycodes=kz%2Cru&limit=5');
  });

  it('reads Nominatim and GeoJSON answers and drops broken hits', () => {
    expect(
      parseGeocode([
        { display_name: 'Astana', lat: '51.16', lon: '71.47' },
        { display_name: 'bad', lat: 'x', lon: '1' },
      ]),
    ).toEqual([{ name: 'Astana', latitude: 51.16, longitude: 71.47 }]);
    expect(parseGeocode({ features: [{ geometry: { coordinates: [76.9, 43.2] }, properties: { name: 'Almaty', country: 'Kazakhstan' } }] })).toEqual([
      { name: 'Almaty, Kazakhstan', latitude: 43.2, longitude: 76.9 },
    ]);
    expect(parseGeocode('nope')).toEqual([]);
    expect(parseGeocode(null)).toEqual([]);
  });
});
