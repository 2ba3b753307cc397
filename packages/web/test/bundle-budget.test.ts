// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Compressed JavaScript budgets of issue-free delivery: what a browser downloads for a page. */
const SIGN_IN_BUDGET = 150 * 1024;
const ROUTE_BUDGET = 600 * 1024;

const webRoot = fileURLToPath(new URL('..', import.meta.url));
let outDir = '';
let manifest: Manifest = {};

/** A library a page imports lazily and loads as it renders (hls.js for video, the world map for maps). */
const isLazyLibrary = (src: string) => src.includes('node_modules/');
const isCatalogue = (src: string) => /^src\/i18n\/messages\//.test(src);

/** The brotli size of a built file, as the server sends it (the file itself where none was written). */
function sentBytes(file: string): number {
  const full = path.join(outDir, file);
  try {
    return statSync(`${full}.br`).size;
  } catch {
    return statSync(full).size;
  }
}

/**
 * The JavaScript files a page needs: its chunk and every chunk it imports, and the libraries it
 * loads lazily as it renders. Other dynamic imports (pages, modals, catalogues) load on the way elsewhere.
 */
function closure(src: string, seen = new Set<string>()): Set<string> {
  if (seen.has(src)) return seen;
  seen.add(src);
  const chunk = manifest[src];
  if (!chunk) return seen;
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  for (const dep of chunk.dynamicImports ?? []) if (isLazyLibrary(dep)) closure(dep, seen);
  return seen;
}

/** The JavaScript a page downloads with the messages of its language: the sign-in page only their core. */
function routeBytes(page: string, messages: 'core' | 'full'): number {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('no entry in the manifest');
  const js = (keys: Iterable<string>) => new Set([...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js')));
  const files = js([...closure(entry), ...closure(page)]);
  // The largest language, so that the budget holds in every one.
  const catalogues = Object.keys(manifest).filter((k) => isCatalogue(k) && k.includes('/core/') === (messages === 'core'));
  const extra = Math.max(...catalogues.map((k) => [...js(closure(k))].filter((f) => !files.has(f)).reduce((sum, f) => sum + sentBytes(f), 0)));
  return [...files].reduce((sum, f) => sum + sentBytes(f), extra);
}

describe('the built console', () => {
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'argus-web-build-'));
    // The test runner sets NODE_ENV=test, with which libraries bundle their development builds: build as `npm run build` does.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({
      root: webRoot,
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
      build: { outDir, emptyOutDir: true },
    });
    process.env.NODE_ENV = nodeEnv;
    manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  }, 300_000);
  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies of its scripts and styles', () => {
    const assets = Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]);
    const large = [...new Set(assets)].filter((f) => statSync(path.join(outDir, f)).size > 1024);
    expect(large.length).toBeGreaterThan(10);
    for (const f of large) {
      expect(statSync(path.join(outDir, `${f}.br`)).size, f).toBeLessThan(statSync(path.join(outDir, f)).size);
      expect(statSync(path.join(outDir, `${f}.gz`)).size, f).toBeLessThan(statSync(path.join(outDir, f)).size);
    }
  });

  it('keeps the message catalogues out of the entry: each language is chunks of its own', () => {
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const entryCode = readFileSync(path.join(outDir, entry.file), 'utf8');
    // A message of each catalogue, in each language.
    expect(entryCode).not.toContain('Skip to content');
    expect(Object.keys(manifest).filter(isCatalogue).sort()).toEqual([
      'src/i18n/messages/core/en.ts',
      'src/i18n/messages/core/kk.ts',
      'src/i18n/messages/core/ru.ts',
      'src/i18n/messages/en.ts',
      'src/i18n/messages/kk.ts',
      'src/i18n/messages/ru.ts',
    ]);
  });

  it(`sends the sign-in page in at most ${SIGN_IN_BUDGET / 1024} KB of compressed JavaScript`, () => {
    const bytes = routeBytes('src/pages/login/LoginPage.tsx', 'core');
    console.warn(`sign-in: ${(bytes / 1024).toFixed(1)} KB of brotli JavaScript`);
    expect(bytes).toBeLessThanOrEqual(SIGN_IN_BUDGET);
  });

  it(`sends no page in more than ${ROUTE_BUDGET / 1024} KB of compressed JavaScript`, () => {
    const pages = Object.keys(manifest).filter((k) => k.startsWith('src/pages/') && manifest[k]?.isDynamicEntry);
    expect(pages.length).toBeGreaterThan(20);
    const sizes = pages.map((p) => ({ page: p, kb: Math.round(routeBytes(p, 'full') / 1024) })).sort((a, b) => b.kb - a.kb);
    console.warn(
      `largest pages (KB of brotli JavaScript): ${sizes
        .slice(0, 5)
        .map((s) => `${s.page.replace('src/pages/', '')} ${s.kb}`)
        .join(', ')}`,
    );
    expect(sizes.filter((s) => s.kb * 1024 > ROUTE_BUDGET)).toEqual([]);
  });
});
