import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { withTable } from '../../../scripts/env-table';
import { DEFAULT_PUBLIC_CONFIG } from '../../contracts/src/config-defaults';
import { ENVIRONMENT } from '../../contracts/src/environment';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The programs' source: every package's src (and server/scripts), and scripts/; not tests, benches or builds. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (['node_modules', 'dist', 'test', 'public'].includes(name)) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx|mjs|js)$/.test(name)) files.push(path);
    }
  };
  walk(join(ROOT, 'packages'));
  walk(join(ROOT, 'scripts'));
  return files;
}

/**
 * Names read from the environment: `process.env.X`, `env.X`, `env['X']`, helpers called with
 * `(env, 'X')`, and any string literal naming an `ARGUS_…` variable (read through a helper).
 */
const READS = [
  /process\.env\.([A-Z_][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z_][A-Z0-9_]*)['"]\]/g,
  /\benv\.([A-Z_][A-Z0-9_]*)/g,
  /\benv\[['"]([A-Z_][A-Z0-9_]*)['"]\]/g,
  /\(\s*env\s*,\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  /['"`](ARGUS_[A-Z0-9_]+)['"`]/g,
];

function readNames(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles()) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS)
      for (const m of text.matchAll(pattern)) {
        const name = m[1] as string;
        found.set(name, [...(found.get(name) ?? []), file.slice(ROOT.length)]);
      }
  }
  return found;
}

describe('environment variables', () => {
  const documented = new Set(ENVIRONMENT.map((v) => v.name));
  const publicFields = new Set(Object.keys(DEFAULT_PUBLIC_CONFIG).map((k) => `ARGUS_${k.toUpperCase()}`));

  it('every variable the code reads is in the list (packages/contracts/src/environment.ts)', () => {
    const reads = readNames();
    // The scan itself finds what it should.
    expect(reads.has('ARGUS_WORKERS') && reads.has('DATABASE_URL') && reads.has('ARGUS_MEDIA_PORT')).toBe(true);
    const undocumented = [...reads]
      .filter(([name]) => !documented.has(name) && !publicFields.has(name))
      .map(([name, files]) => `${name} (${[...new Set(files)].join(', ')})`);
    expect(undocumented).toEqual([]);
  });

  it('every listed variable is read somewhere (no stale rows), once', () => {
    const reads = readNames();
    const stale = ENVIRONMENT.filter((v) => !v.process.includes('tests') && !reads.has(v.name)).map((v) => v.name);
    expect(stale).toEqual([]);
    expect(ENVIRONMENT.length).toBe(documented.size);
  });

  it("the README's table is the one the list renders (npm run env:table)", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toBe(withTable(readme));
  });
});
