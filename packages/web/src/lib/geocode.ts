/** One geocoding hit: a name and where it is. */
export interface GeocodeHit {
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * The request to the configured search_url. The URL may hold a {query} placeholder; otherwise the
 * query is added as q= with the Nominatim parameters (format=json, countrycodes, limit).
 */
export function geocodeUrl(searchUrl: string, query: string, countryCodes: readonly string[], limit = 5): string {
  const q = encodeURIComponent(query.trim());
  if (searchUrl.includes('{query}')) return searchUrl.replaceAll('{query}', q);
  const url = new URL(searchUrl, 'http://placeholder.invalid');
  url.searchParams.set('q', query.trim());
  if (!url.searchParams.has('format')) url.searchParams.set('format', 'json');
  if (countryCodes.length && !url.searchParams.has('countrycodes')) url.searchParams.set('countrycodes', countryCodes.join(','));
  if (!url.searchParams.has('limit')) url.searchParams.set('limit', String(limit));
  return url.origin === 'http://placeholder.invalid' ? `${url.pathname}${url.search}` : url.href;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : null;
};

/** Reads a Nominatim array or a GeoJSON FeatureCollection (Photon, Pelias); anything else gives no hits. */
export function parseGeocode(body: unknown): GeocodeHit[] {
  const out: GeocodeHit[] = [];
  if (Array.isArray(body)) {
    for (const r of body as Record<string, unknown>[]) {
      const lat = num(r?.lat);
      const lon = num(r?.lon);
      const name = typeof r?.display_name === 'string' ? r.display_name : typeof r?.name === 'string' ? r.name : null;
      if (lat !== null && lon !== null && name) out.push({ name, latitude: lat, longitude: lon });
    }
  } else if (body && typeof body === 'object' && Array.isArray((body as { features?: unknown }).features)) {
    for (const f of (body as { features: Record<string, unknown>[] }).features) {
      const coords = (f?.geometry as { coordinates?: unknown } | undefined)?.coordinates;
      const props = (f?.properties ?? {}) as Record<string, unknown>;
      const name =
        [props.name, props.city, props.country].filter((p) => typeof p === 'string' && p).join(', ') || (typeof props.label === 'string' ? props.label : '');
      if (Array.isArray(coords) && name) {
        const lon = num(coords[0]);
        const lat = num(coords[1]);
        if (lat !== null && lon !== null) out.push({ name, latitude: lat, longitude: lon });
      }
    }
  }
  return out.filter((h) => Math.abs(h.latitude) <= 90 && Math.abs(h.longitude) <= 180);
}
