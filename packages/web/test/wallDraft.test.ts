import { describe, expect, it } from 'vitest';
import { MODAL_GUARDS } from '../src/access/modals';
import { decodeRouteState, encodeRouteState } from '../src/lib/routeState';
import { modalComponent } from '../src/modals/registry';
import { parseDraft } from '../src/pages/video/wallDraft';

const layout = [
  { x: 0, y: 0, w: 6, h: 6 },
  { x: 6, y: 0, w: 6, h: 6 },
];

describe('videowalls/diff as a named modal', () => {
  it('is registered and guarded by videowall_update', () => {
    expect(modalComponent('videowalls/diff')).toBeDefined();
    expect(MODAL_GUARDS['videowalls/diff']).toEqual({ required: ['videowall_update'] });
  });

  it('carries the draft through the route state and reads it back', () => {
    const draft = { name: 'Lobby', gridType: '2x2', layout, cameras: [3, null] };
    const state = decodeRouteState(encodeRouteState({ modal: 'videowalls/diff', modalProps: { videowallId: 7, draft } }));
    expect(state.modal).toBe('videowalls/diff');
    expect(parseDraft((state.modalProps as Record<string, unknown>).draft)).toEqual(draft);
  });

  it('refuses a draft edited into nonsense', () => {
    const ok = { name: 'Lobby', gridType: '2x2', layout, cameras: [3, null] };
    expect(parseDraft(ok)).not.toBeNull();
    for (const bad of [
      null,
      'x',
      { ...ok, gridType: '9x9' },
      { ...ok, cameras: [3] },
      { ...ok, cameras: [-1, null] },
      { ...ok, layout: [{ x: 0 }, { x: 1 }] },
      { ...ok, name: 5 },
    ]) {
      expect(parseDraft(bad)).toBeNull();
    }
  });
});
