import { describe, expect, it } from 'vitest';
import { loadEdgeConfig } from '../src/config';

describe('edge configuration', () => {
  const base = { ARGUS_API_URL: 'http://127.0.0.1:8080/' };

  it('runs fr on the fast path unless ARGUS_EDGE_FR_FAST turns it off', () => {
    expect(loadEdgeConfig(base).frFast).toBe(true);
    for (const on of ['1', 'true', 'yes', 'on', ' TRUE ', '']) expect(loadEdgeConfig({ ...base, ARGUS_EDGE_FR_FAST: on }).frFast, on).toBe(true);
    for (const off of ['0', 'false', 'no', 'off', ' Off ']) expect(loadEdgeConfig({ ...base, ARGUS_EDGE_FR_FAST: off }).frFast, off).toBe(false);
  });

  it('requires the API address and keeps it without a trailing slash', () => {
    expect(() => loadEdgeConfig({})).toThrow(/ARGUS_API_URL/);
    expect(loadEdgeConfig(base).apiUrl).toBe('http://127.0.0.1:8080');
  });
});
