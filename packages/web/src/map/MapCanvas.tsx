import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import type { Map as MaplibreMap, StyleSpecification } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { PALETTE, styleUrlFor, type MapTheme } from '../lib/basemap';
import { offlineBasemapStyle } from './offline';

// The worker ships as a console asset (the bundle cannot find it next to the library by itself).
maplibregl.setWorkerUrl(workerUrl);

export type { MaplibreMap };
export type MapStyles = { darkStyle: string; lightStyle: string };

/** Whether the browser can draw WebGL at all (MapLibre needs it). */
function webglAvailable(): boolean {
  try {
    const c = document.createElement('canvas');
    return !!(c.getContext('webgl2') ?? c.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * A MapLibre map filling its box. The style is the configured URL for the theme, or the bundled
 * offline basemap when none is configured (or the configured one fails to load), so the canvas is
 * never empty. `onStyle` runs after every style load: overlays (sources and layers) are added there,
 * because a style change drops them.
 */
export function MapCanvas({
  theme,
  styles,
  center,
  zoom,
  label,
  onStyle,
  onReady,
  className = '',
}: {
  theme: MapTheme;
  styles: MapStyles;
  center: [number, number];
  zoom: number;
  label: string;
  onStyle?: (map: MaplibreMap) => void;
  onReady?: (map: MaplibreMap | null) => void;
  className?: string;
}) {
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const onStyleRef = useRef(onStyle);
  const onReadyRef = useRef(onReady);
  const initial = useRef({ center, zoom, theme });
  const [failed, setFailed] = useState(() => !webglAvailable());
  const styleUrl = styleUrlFor(styles, theme);

  useEffect(() => {
    onStyleRef.current = onStyle;
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    if (failed || !box.current) return;
    let map: MaplibreMap;
    try {
      map = new maplibregl.Map({
        container: box.current,
        style: { version: 8, sources: {}, layers: [{ id: 'blank', type: 'background', paint: { 'background-color': PALETTE[initial.current.theme].water } }] },
        center: initial.current.center,
        zoom: initial.current.zoom,
        attributionControl: { compact: true },
        // The screenshot of a journey and "save image" need the drawing buffer kept.
        canvasContextAttributes: { preserveDrawingBuffer: true },
      });
    } catch {
      // No WebGL context after all (lost, blocked): show the message instead of a blank box.
      queueMicrotask(() => setFailed(true));
      return;
    }
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
    map.on('style.load', () => onStyleRef.current?.(map));
    mapRef.current = map;
    onReadyRef.current?.(map);
    return () => {
      onReadyRef.current?.(null);
      mapRef.current = null;
      map.remove();
    };
  }, [failed]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    let cancelled = false;
    const applyOffline = () =>
      void offlineBasemapStyle(theme).then((s: StyleSpecification) => {
        if (!cancelled) map.setStyle(s, { diff: false });
      });
    if (!styleUrl) {
      applyOffline();
    } else {
      // A configured style that cannot be loaded (no network) falls back to the bundled one.
      const onError = (e: { error?: { status?: number; message?: string } }) => {
        if (!map.isStyleLoaded()) {
          map.off('error', onError);
          applyOffline();
        }
        void e;
      };
      map.on('error', onError);
      map.setStyle(styleUrl, { diff: false });
      map.once('style.load', () => map.off('error', onError));
    }
    return () => {
      cancelled = true;
    };
  }, [styleUrl, theme, failed]);

  if (failed) {
    return (
      <div role="alert" className={`flex items-center justify-center bg-slate-100 p-6 text-center text-sm text-slate-700 ${className}`}>
        {intl.formatMessage({ id: 'map.noWebgl' })}
      </div>
    );
  }
  return <div ref={box} role="region" aria-label={label} className={`relative ${className}`} data-testid="map-canvas" />;
}
