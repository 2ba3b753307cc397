import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../src/i18n/messages/en';
import { kk } from '../src/i18n/messages/kk';
import { ru } from '../src/i18n/messages/ru';
import { LOCALES, loadMessages } from '../src/i18n/catalogues';

const ids = (o: object) => Object.keys(o).sort();

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === 'messages' ? [] : sources(p);
    return /\.tsx?$/.test(name) ? [p] : [];
  });
}

describe('message catalogues', () => {
  it('have the same ids in en, ru and kk', () => {
    expect(ids(ru)).toEqual(ids(en));
    expect(ids(kk)).toEqual(ids(en));
  });

  it('have no empty messages', () => {
    for (const cat of [en, ru, kk]) for (const [id, text] of Object.entries(cat)) expect(text.trim(), id).not.toBe('');
  });

  it('keep the placeholders of each message', () => {
    const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const id of ids(en) as (keyof typeof en)[]) {
      expect(vars(ru[id]), `ru ${id}`).toEqual(vars(en[id]));
      expect(vars(kk[id]), `kk ${id}`).toEqual(vars(en[id]));
    }
  });

  it('load one language over its fallback, ru for an unknown one', async () => {
    expect([...LOCALES].sort()).toEqual(['en', 'kk', 'ru']);
    expect((await loadMessages('xx', 'ru'))['login.title']).toBe(ru['login.title']);
    expect((await loadMessages('kk', 'ru'))['login.title']).toBe(kk['login.title']);
    expect((await loadMessages('en', 'zz'))['login.title']).toBe(en['login.title']);
    const kkOverEn = await loadMessages('kk', 'en');
    expect(Object.keys(kkOverEn).sort()).toEqual(ids(en));
  });

  it('hold every id the console uses', () => {
    const root = join(__dirname, '../src');
    const used = new Set<string>();
    for (const file of sources(root)) {
      // Message ids are dotted ('events.title'); other `id:` keys (map layers, table columns) are not messages.
      for (const m of readFileSync(file, 'utf8').matchAll(/id: '([^']+\.[^']+)'/g)) used.add(m[1]!);
    }
    const known = new Set(ids(en));
    const missing = [...used].filter((id) => !known.has(id) && !id.includes('${'));
    expect(missing).toEqual([]);
  });
});
