/** A category as the tree needs it. */
export interface CategoryLike {
  id: number;
  name: string;
  parentId: number | null;
  path: readonly number[];
}

export interface TreeRow<T extends CategoryLike> {
  category: T;
  depth: number;
  hasChildren: boolean;
}

/**
 * The categories in tree order (parents before children, siblings by name), with their depth.
 * Children of collapsed categories are left out; orphans (a parent not in the list) are roots.
 */
export function treeRows<T extends CategoryLike>(categories: readonly T[], collapsed: ReadonlySet<number> = new Set()): TreeRow<T>[] {
  const ids = new Set(categories.map((c) => c.id));
  const children = new Map<number | null, T[]>();
  for (const c of categories) {
    const parent = c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
    const list = children.get(parent) ?? [];
    list.push(c);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  const out: TreeRow<T>[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const c of children.get(parent) ?? []) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      const kids = children.get(c.id) ?? [];
      out.push({ category: c, depth, hasChildren: kids.length > 0 });
      if (!collapsed.has(c.id)) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Categories a category may be moved under: not itself, not one of its descendants (a cycle). */
export function moveTargets<T extends CategoryLike>(categories: readonly T[], movingId: number): T[] {
  return categories.filter((c) => c.id !== movingId && !c.path.includes(movingId));
}

/** The names from the root down to the category, joined for display ("Site / Building / Floor"). */
export function categoryTrail(categories: readonly CategoryLike[], path: readonly number[], sep = ' / '): string {
  const byId = new Map(categories.map((c) => [c.id, c.name]));
  return path.map((id) => byId.get(id) ?? `#${id}`).join(sep);
}
