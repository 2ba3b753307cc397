import { describe, expect, it } from 'vitest';
import { categoryTrail, moveTargets, treeRows } from '../src/lib/categoryTree';

const cats = [
  { id: 1, name: 'Sites', parentId: null, path: [1] },
  { id: 2, name: 'Building B', parentId: 1, path: [1, 2] },
  { id: 3, name: 'Building A', parentId: 1, path: [1, 3] },
  { id: 4, name: 'Floor 1', parentId: 3, path: [1, 3, 4] },
  { id: 5, name: 'Archive', parentId: null, path: [5] },
  { id: 6, name: 'Orphan', parentId: 99, path: [99, 6] },
];

describe('category tree', () => {
  it('orders parents before children and siblings by name, with depth', () => {
    expect(treeRows(cats).map((r) => [r.category.id, r.depth, r.hasChildren])).toEqual([
      [5, 0, false],
      [6, 0, false],
      [1, 0, true],
      [3, 1, true],
      [4, 2, false],
      [2, 1, false],
    ]);
  });

  it('hides the children of collapsed categories', () => {
    expect(treeRows(cats, new Set([3])).map((r) => r.category.id)).toEqual([5, 6, 1, 3, 2]);
  });

  it('offers no move under the category itself or its descendants', () => {
    expect(moveTargets(cats, 3).map((c) => c.id)).toEqual([1, 2, 5, 6]);
    expect(moveTargets(cats, 1).map((c) => c.id)).toEqual([5, 6]);
  });

  it('names the trail from the root', () => {
    expect(categoryTrail(cats, [1, 3, 4])).toBe('Sites / Building A / Floor 1');
    expect(categoryTrail(cats, [1, 42])).toBe('Sites / #42');
  });
});
