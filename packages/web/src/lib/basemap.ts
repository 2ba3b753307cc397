import type { FeatureCollection, Geometry } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export type MapTheme = 'dark' | 'light';

/** Land polygons and country borders taken from a world-atlas topology (Natural Earth). */
export interface BasemapData {
  land: FeatureCollection<Geometry>;
  borders: FeatureCollection<Geometry>;
}

/** Converts a world-atlas "countries" topology (objects.countries, objects.land) to GeoJSON layers. */
export function basemapFromTopology(topology: Topology): BasemapData {
  const countries = topology.objects.countries as GeometryCollection | undefined;
  // Countries as the land fill (one polygon each); a land-only topology works too.
  const landObject = countries ?? (topology.objects.land as GeometryCollection | undefined);
  if (!landObject) throw new Error('The topology has neither land nor countries');
  const landFeature = feature(topology, landObject);
  const land = (landFeature.type === 'FeatureCollection' ? landFeature : { type: 'FeatureCollection', features: [landFeature] }) as FeatureCollection<Geometry>;
  // Borders shared by two countries only (the coastline is drawn by the land fill).
  const borderLines = countries ? mesh(topology, countries, (a, b) => a !== b) : null;
  const borders: FeatureCollection<Geometry> = {
    type: 'FeatureCollection',
    features: borderLines ? [{ type: 'Feature', properties: {}, geometry: borderLines }] : [],
  };
  return { land, borders };
}

/** The offline basemap's colours per theme (also the ground drawn before a style loads). */
export const PALETTE: Record<MapTheme, { water: string; land: string; border: string }> = {
  dark: { water: '#0b1e33', land: '#24344a', border: '#6b7f99' },
  light: { water: '#cfe3f3', land: '#f3f1ea', border: '#9aa5b1' },
};

/** A MapLibre style drawn only from bundled data: no tiles, no glyphs, no sprites, no network. */
export function offlineStyle(data: BasemapData, theme: MapTheme): StyleSpecification {
  const c = PALETTE[theme];
  return {
    version: 8,
    name: `offline-${theme}`,
    sources: {
      land: { type: 'geojson', data: data.land },
      borders: { type: 'geojson', data: data.borders },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': c.water } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': c.land, 'fill-antialias': true } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': c.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.5, 8, 1.5] },
      },
    ],
  };
}

/** The configured style URL for the theme, or null when the offline basemap is to be used. */
export function styleUrlFor(config: { darkStyle: string; lightStyle: string }, theme: MapTheme): string | null {
  const primary = theme === 'dark' ? config.darkStyle : config.lightStyle;
  const other = theme === 'dark' ? config.lightStyle : config.darkStyle;
  const url = primary.trim() || other.trim();
  return url ? url : null;
}
