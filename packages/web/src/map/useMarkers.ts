import * as maplibregl from 'maplibre-gl';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';

export interface MarkerSpec {
  key: string;
  longitude: number;
  latitude: number;
  /**
   * Builds or refreshes the marker's element (a button, so it is reachable by keyboard). Badges drawn
   * beside it go in `wrapper`, outside the button: a visible text inside a button named by aria-label
   * would have to be part of that name (WCAG 2.5.3).
   */
  render: (el: HTMLButtonElement, wrapper: HTMLDivElement) => void;
  onClick: () => void;
}

/**
 * Keeps DOM markers on the map in step with a list: adds new ones, moves and refreshes kept ones,
 * removes the rest. DOM markers need no glyphs or sprites, so they work on the offline basemap.
 */
export function useMarkers(map: MaplibreMap | null, specs: readonly MarkerSpec[]) {
  const markers = useRef(new Map<string, { marker: maplibregl.Marker; el: HTMLButtonElement; wrapper: HTMLDivElement; click: { current: () => void } }>());
  useEffect(() => {
    if (!map) return;
    const live = markers.current;
    const keep = new Set<string>();
    for (const s of specs) {
      keep.add(s.key);
      let m = live.get(s.key);
      if (!m) {
        // MapLibre positions the wrapper (its class and transform are its own); `render` styles
        // the button inside, so replacing the button's classes cannot take the marker off its place.
        const wrapper = document.createElement('div');
        const el = document.createElement('button');
        el.type = 'button';
        wrapper.appendChild(el);
        const click = { current: s.onClick };
        el.addEventListener('click', (e) => {
          e.stopPropagation();
          click.current();
        });
        const marker = new maplibregl.Marker({ element: wrapper }).setLngLat([s.longitude, s.latitude]).addTo(map);
        m = { marker, el, wrapper, click };
        live.set(s.key, m);
      } else {
        m.marker.setLngLat([s.longitude, s.latitude]);
      }
      m.click.current = s.onClick;
      s.render(m.el, m.wrapper);
    }
    for (const [key, m] of live) {
      if (!keep.has(key)) {
        m.marker.remove();
        live.delete(key);
      }
    }
  }, [map, specs]);
  useEffect(() => {
    const live = markers.current;
    return () => {
      for (const m of live.values()) m.marker.remove();
      live.clear();
    };
  }, [map]);
}
