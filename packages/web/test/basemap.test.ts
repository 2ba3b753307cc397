import { describe, expect, it } from 'vitest';
import type { Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import { basemapFromTopology, offlineStyle, styleUrlFor } from '../src/lib/basemap';

describe('offline basemap', () => {
  const data = basemapFromTopology(world as unknown as Topology);

  it('turns the bundled Natural Earth topology into land polygons and inner borders', () => {
    expect(data.land.features.length).toBeGreaterThan(100);
    expect(data.land.features.every((f) => f.geometry.type === 'Polygon' || f.geometry.type === 'MultiPolygon')).toBe(true);
    expect(data.borders.features).toHaveLength(1);
    expect(data.borders.features[0]?.geometry.type).toBe('MultiLineString');
  });

  it('finds Kazakhstan (Astana lies on land)', () => {
    const kz = data.land.features.find((f) => (f.properties as { name?: string } | null)?.name === 'Kazakhstan');
    expect(kz).toBeDefined();
  });

  it('builds a style that needs no network: inline GeoJSON, no glyphs or sprites', () => {
    for (const theme of ['dark', 'light'] as const) {
      const style = offlineStyle(data, theme);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      for (const source of Object.values(style.sources)) {
        expect(source.type).toBe('geojson');
        expect(typeof (source as { data: unknown }).data).toBe('object');
      }
      expect(style.layers.map((l) => l.id)).toEqual(['water', 'land', 'borders']);
    }
    expect(JSON.stringify(offlineStyle(data, 'dark').layers[0])).not.toBe(JSON.stringify(offlineStyle(data, 'light').layers[0]));
  });

  it('uses the configured style of the theme, the other theme as a fallback, else none', () => {
    expect(styleUrlFor({ darkStyle: 'https://d/style.json', lightStyle: 'https://l/style.json' }, 'light')).toBe('https://l/style.json');
    expect(styleUrlFor({ darkStyle: 'https://d/style.json', lightStyle: '' }, 'light')).toBe('https://d/style.json');
    expect(styleUrlFor({ darkStyle: ' ', lightStyle: '' }, 'dark')).toBeNull();
  });
});
