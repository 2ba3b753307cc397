import type { StyleSpecification } from 'maplibre-gl';
import type { Topology } from 'topojson-specification';
import { basemapFromTopology, offlineStyle, type BasemapData, type MapTheme } from '../lib/basemap';

let data: Promise<BasemapData> | null = null;

/**
 * The bundled basemap (Natural Earth 1:50m countries from world-atlas, shipped in the console's
 * own chunk): no request leaves the console. Parsed once per tab.
 */
export function offlineBasemapStyle(theme: MapTheme): Promise<StyleSpecification> {
  data ??= import('world-atlas/countries-50m.json').then((m) => basemapFromTopology((m.default ?? m) as unknown as Topology));
  return data.then((d) => offlineStyle(d, theme));
}
