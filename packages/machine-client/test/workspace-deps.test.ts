import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Record<string, Record<string, string> | string>;
const names = (pkg: Record<string, Record<string, string> | string>, keys: string[]) =>
  new Set(keys.flatMap((k) => Object.keys((pkg[k] as Record<string, string> | undefined) ?? {})));

function files(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

/** The packages a file imports (static, re-exported and dynamic), by package name. */
export function importedPackages(text: string): string[] {
  const specifiers = [
    ...[...text.matchAll(/^\s*(?:import|export)\b[^;'"]*?\bfrom\s+'([^']+)'/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/^\s*import\s+'([^']+)'/gm)].map((m) => m[1]!),
    ...[...text.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!),
  ];
  return specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:') && !s.startsWith('virtual:'))
    .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0]!))
    .filter((name) => !builtinModules.includes(name));
}

describe('workspace dependencies', () => {
  it('reads package names off import statements', () => {
    const text =
      "import { a } from '@argus/contracts/x';\nimport type {\n  B,\n} from 'kysely';\nexport * from 'zod';\nimport 'side';\nconst m = await imp" +
      "ort('sharp');\nimport { x } from 'node:fs';\nimport { y } from './local';\nconst s = 'not from here';";
    expect(importedPackages(text).sort()).toEqual(['@argus/contracts', 'kysely', 'sharp', 'side', 'zod']);
  });

  it('every package declares what its code imports (tests may use the root tools); nothing works by hoisting alone', () => {
    const root = json('package.json');
    const rootTools = names(root, ['dependencies', 'devDependencies']);
    const undeclared: string[] = [];
    for (const dir of readdirSync(join(ROOT, 'packages'))) {
      const pkg = json(`packages/${dir}/package.json`);
      const declared = names(pkg, ['dependencies', 'devDependencies', 'peerDependencies']);
      const isDeclared = (name: string) => name === pkg.name || declared.has(name) || declared.has(`@types/${name.replace(/^@(.*)\//, '$1__')}`);
      for (const part of ['src', 'test']) {
        for (const file of files(join(ROOT, 'packages', dir, part))) {
          for (const name of importedPackages(readFileSync(file, 'utf8'))) {
            if (isDeclared(name) || (part === 'test' && rootTools.has(name))) continue;
            undeclared.push(`${name} in ${file.slice(ROOT.length)}`);
          }
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
