import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Layers (DESIGN.md): routes parse and check access, services hold the rules, repositories hold
 * the SQL. Every Kysely statement of src/modules/ lives in a repo.ts; a service that needs another
 * module's table calls that table's owning repository.
 */
const MODULES = path.resolve(__dirname, '../src/modules');

/** A Kysely statement: a query builder's start, or a raw sql template (typed or not). */
const STATEMENT = /\.(selectFrom|insertInto|updateTable|deleteFrom|mergeInto)\(|\bsql(<[^`]*?>)?`|\bsql\.raw\(/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [full] : [];
  });
}

function statementsOutsideRepos(): Map<string, number> {
  const found = new Map<string, number>();
  for (const file of sources(MODULES)) {
    if (path.basename(file) === 'repo.ts') continue;
    const n = (readFileSync(file, 'utf8').match(STATEMENT) ?? []).length;
    if (n > 0) found.set(path.relative(MODULES, file).split(path.sep).join('/'), n);
  }
  return found;
}

/** Files outside src/modules/ that import a module's repository (they go through its service). */
function reposImportedOutsideModules(): string[] {
  const src = path.resolve(MODULES, '..');
  return sources(src)
    .filter((file) => !file.startsWith(MODULES + path.sep))
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/from '([^']*\/modules\/[^']*\/repo)'/g)].map(
        (m) => `${path.relative(src, file).split(path.sep).join('/')}: ${m[1]}`,
      ),
    );
}

describe('layers', () => {
  it('finds the statements it looks for (the scan itself works)', () => {
    const sample = "db.selectFrom('cameras'); tx.insertInto('x'); q.updateTable('y'); q.deleteFrom('z'); sql`select 1`; sql<number>`count(*)`; sql.raw('x')";
    expect(sample.match(STATEMENT)).toHaveLength(7);
    // And on the real sources: the repositories hold statements it sees.
    const inRepos = sources(MODULES).filter((f) => path.basename(f) === 'repo.ts');
    expect(inRepos.filter((f) => (readFileSync(f, 'utf8').match(STATEMENT) ?? []).length > 0).length).toBeGreaterThan(20);
  });

  it('reaches a module repository from outside src/modules/ only through the module (its service)', () => {
    expect(reposImportedOutsideModules(), 'import the module service instead').toEqual([]);
  });

  it('keeps every Kysely statement in a repo.ts file', () => {
    const found = [...statementsOutsideRepos()].map(([file, n]) => `${file}: ${n}`);
    expect(found, 'SQL outside a repo.ts: move it into the owning module repo.ts').toEqual([]);
  });
});
