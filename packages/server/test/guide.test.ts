import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_DIR, GUIDE_LANGUAGES, guideLanguage, loadGuide } from '../src/http/guide';
import { startServer, type TestServer } from './support/harness';

/** Links and images of a rendered page, as the browser would resolve them against its address. */
function references(html: string, base: string): { links: string[]; images: string[] } {
  const resolve = (href: string) => new URL(href, base);
  const links = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!).filter((h) => !/^https?:/.test(h));
  const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]!);
  return { links: links.map((h) => resolve(h).pathname), images: images.map((h) => resolve(h).pathname) };
}

describe('user guide at /docs', () => {
  // The guide is files served by the server: nothing of it touches the database, so one engine is enough.
  let s: TestServer;
  let dist: string;

  beforeAll(async () => {
    // A console build is served too: its page must not swallow the guide's addresses.
    dist = mkdtempSync(path.join(tmpdir(), 'argus-guide-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body>console</body></html>');
    s = await startServer('pglite', { env: { ARGUS_WEB_DIST: dist, ARGUS_PRODUCT_TITLE: 'City <Watch>' } });
  });
  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('has the same pages in every language, each with a title, covering operators and administrators', () => {
    const guide = loadGuide();
    const english = [...guide.pages.en.keys()].sort();
    for (const slug of ['index', 'live', 'events', 'search', 'lists', 'player', 'cameras', 'users', 'licenses', 'subscriptions', 'backups']) {
      expect(english).toContain(slug);
    }
    for (const lang of GUIDE_LANGUAGES) {
      expect([...guide.pages[lang].keys()].sort()).toEqual(english);
      for (const page of guide.pages[lang].values()) {
        expect(page.title).not.toBe(page.slug);
        expect(page.html).toContain('<h1');
      }
    }
    // Translated, not copied: the Russian and Kazakh contents differ from the English one and from each other.
    const titles = GUIDE_LANGUAGES.map((l) => guide.pages[l].get('index')!.title);
    expect(new Set(titles).size).toBe(GUIDE_LANGUAGES.length);
  });

  it('sends the reader to the language of their browser, English otherwise', async () => {
    expect(guideLanguage('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(guideLanguage('de-DE, kk;q=0.5, ru;q=0.4')).toBe('kk');
    expect(guideLanguage('fr, ru;q=0')).toBe('en');
    expect(guideLanguage(undefined)).toBe('en');
    const ru = await fetch(`${s.url}/docs`, { redirect: 'manual', headers: { 'accept-language': 'ru-RU,ru;q=0.9' } });
    expect(ru.status).toBe(302);
    expect(ru.headers.get('location')).toBe('/docs/ru/');
    const plain = await fetch(`${s.url}/docs`, { redirect: 'manual' });
    expect(plain.headers.get('location')).toBe('/docs/en/');
    const noSlash = await fetch(`${s.url}/docs/kk`, { redirect: 'manual' });
    expect(noSlash.headers.get('location')).toBe('/docs/kk/');
  });

  it('serves every page of every language with working links and images, and a 404 page for the rest', async () => {
    const seenImages = new Set<string>();
    for (const lang of GUIDE_LANGUAGES) {
      const contents = await fetch(`${s.url}/docs/${lang}/`);
      expect(contents.status).toBe(200);
      expect(contents.headers.get('content-type')).toContain('text/html');
      const html = await contents.text();
      expect(html).toContain(`<html lang="${lang}">`);
      // The product title is the installation's, escaped.
      expect(html).toContain('City &#60;Watch&#62;');
      expect(html).not.toContain('console</body>');
      const pages = references(html, `${s.url}/docs/${lang}/`).links.filter((p) => p.startsWith(`/docs/${lang}/`) && p !== `/docs/${lang}/`);
      expect(pages.length).toBeGreaterThanOrEqual(10);
      for (const page of pages) {
        const r = await fetch(`${s.url}${page}`);
        expect(r.status, page).toBe(200);
        const body = await r.text();
        const refs = references(body, `${s.url}${page}`);
        for (const link of refs.links.filter((l) => l.startsWith('/docs/'))) {
          const linked = await fetch(`${s.url}${link}`, { redirect: 'manual' });
          expect(linked.status, `${page} → ${link}`).toBeLessThan(400);
        }
        for (const image of refs.images) seenImages.add(image);
      }
    }
    expect(seenImages.size).toBeGreaterThanOrEqual(5);
    for (const image of seenImages) {
      expect(existsSync(path.join(GUIDE_DIR, 'img', path.basename(image))), image).toBe(true);
      const r = await fetch(`${s.url}${image}`);
      expect(r.status, image).toBe(200);
      expect(r.headers.get('content-type')).toMatch(/^image\//);
    }

    const missing = await fetch(`${s.url}/docs/ru/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('В руководстве нет такой страницы.');
    const language = await fetch(`${s.url}/docs/xx/`, { headers: { 'accept-language': 'kk' } });
    expect(language.status).toBe(404);
    expect(await language.text()).toContain('Нұсқаулықта мұндай бет жоқ.');
    // Path tricks stay inside the guide.
    const traversal = await fetch(`${s.url}/docs/img/..%2f..%2fpackage.json`);
    expect(traversal.status).toBe(404);
  });
});
