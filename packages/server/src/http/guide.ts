import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Marked } from 'marked';

/** The user guide's languages, in the order the language links show them. */
export const GUIDE_LANGUAGES = ['en', 'ru', 'kk'] as const;
export type GuideLanguage = (typeof GUIDE_LANGUAGES)[number];

/** The guide shipped with the server: one folder of Markdown pages per language, and img/ shared by all. */
export const GUIDE_DIR = fileURLToPath(new URL('../../guide', import.meta.url));

export interface GuidePage {
  slug: string;
  title: string;
  html: string;
}

export interface Guide {
  /** Pages per language; `index` is the contents page. */
  pages: Record<GuideLanguage, Map<string, GuidePage>>;
}

const TEXT: Record<GuideLanguage, { guide: string; contents: string; notFound: string; language: string }> = {
  en: { guide: 'User guide', contents: 'Contents', notFound: 'There is no such page in the guide.', language: 'Language' },
  ru: { guide: 'Руководство пользователя', contents: 'Содержание', notFound: 'В руководстве нет такой страницы.', language: 'Язык' },
  kk: { guide: 'Пайдаланушы нұсқаулығы', contents: 'Мазмұны', notFound: 'Нұсқаулықта мұндай бет жоқ.', language: 'Тіл' },
};

const STYLE = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --link: #0b5cad; --code: #f3f4f6; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f1419; --fg: #e6e8eb; --muted: #9aa4ae; --line: #2d333b; --link: #6cb6ff; --code: #1c2128; } }
* { box-sizing: border-box; }
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.6 system-ui, sans-serif; }
header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: baseline; justify-content: space-between; padding: .75rem 1.25rem; border-bottom: 1px solid var(--line); }
header a { color: var(--link); }
nav.languages a[aria-current] { font-weight: 700; color: var(--fg); text-decoration: none; }
main { max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; }
a { color: var(--link); }
a:focus-visible { outline: 2px solid var(--link); outline-offset: 2px; }
img { max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; }
code, kbd { background: var(--code); padding: .1em .3em; border-radius: 3px; }
pre { background: var(--code); padding: .75rem; overflow-x: auto; }
table { border-collapse: collapse; } th, td { border: 1px solid var(--line); padding: .3rem .6rem; text-align: left; }
.muted { color: var(--muted); }
`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Reads every page of every language once; a page's title is its first level-one heading. */
export function loadGuide(dir: string = GUIDE_DIR): Guide {
  const marked = new Marked({ gfm: true });
  const pages = {} as Guide['pages'];
  for (const lang of GUIDE_LANGUAGES) {
    const folder = path.join(dir, lang);
    const map = new Map<string, GuidePage>();
    if (existsSync(folder)) {
      for (const file of readdirSync(folder)
        .filter((f) => f.endsWith('.md'))
        .sort()) {
        const source = readFileSync(path.join(folder, file), 'utf8');
        const slug = file.slice(0, -3);
        const title = /^#\s+(.+)$/m.exec(source)?.[1]?.trim() ?? slug;
        map.set(slug, { slug, title, html: marked.parse(source, { async: false }) });
      }
    }
    pages[lang] = map;
  }
  return { pages };
}

/** The language asked for by Accept-Language, among the guide's; English otherwise. */
export function guideLanguage(acceptLanguage: string | undefined): GuideLanguage {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { lang: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0 };
    })
    .filter((w) => w.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.map((w) => w.lang).find((l) => (GUIDE_LANGUAGES as readonly string[]).includes(l)) as GuideLanguage | undefined) ?? 'en';
}

function renderPage(lang: GuideLanguage, productTitle: string, slug: string, body: string, title: string): string {
  const t = TEXT[lang];
  const languages = GUIDE_LANGUAGES.map((l) =>
    l === lang
      ? `<a aria-current="page" href="/docs/${l}/${slug === 'index' ? '' : slug}">${l}</a>`
      : `<a href="/docs/${l}/${slug === 'index' ? '' : slug}" hreflang="${l}">${l}</a>`,
  ).join(' · ');
  const contents = slug === 'index' ? '' : `<a href="/docs/${lang}/">${escapeHtml(t.contents)}</a>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} — ${escapeHtml(productTitle)}</title><style>${STYLE}</style></head>
<body><header><span><strong>${escapeHtml(productTitle)}</strong> <span class="muted">${escapeHtml(t.guide)}</span> ${contents}</span>
<nav class="languages" aria-label="${escapeHtml(t.language)}">${languages}</nav></header>
<main>${body}</main></body></html>`;
}

/**
 * Serves the user guide at /docs (the console's documentation link): /docs sends the reader to the
 * language of their browser, /docs/{lang}/ is the contents, /docs/{lang}/{page} a page, and
 * /docs/img/ the screenshots. Public: the link opens in a new tab, without the console's token.
 */
export async function serveGuide(app: FastifyInstance, productTitle: string, dir: string = GUIDE_DIR): Promise<void> {
  const guide = loadGuide(dir);
  const send = (reply: FastifyReply, status: number, html: string) =>
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

  app.get('/docs', { schema: { hide: true } }, async (request, reply) => {
    return reply.redirect(`/docs/${guideLanguage(request.headers['accept-language'])}/`, 302);
  });
  const page = async (request: FastifyRequest<{ Params: { lang: string; page?: string } }>, reply: FastifyReply) => {
    const { lang: asked, page: slug = 'index' } = request.params;
    const lang = (GUIDE_LANGUAGES as readonly string[]).includes(asked) ? (asked as GuideLanguage) : null;
    const found = lang ? guide.pages[lang].get(slug || 'index') : undefined;
    if (!lang || !found) {
      const l = lang ?? guideLanguage(request.headers['accept-language']);
      const body = `<h1>404</h1><p>${escapeHtml(TEXT[l].notFound)}</p><p><a href="/docs/${l}/">${escapeHtml(TEXT[l].contents)}</a></p>`;
      return send(reply, 404, renderPage(l, productTitle, 'index', body, '404'));
    }
    return send(reply, 200, renderPage(lang, productTitle, found.slug, found.html, found.title));
  };
  app.get('/docs/:lang', { schema: { hide: true } }, async (request: FastifyRequest<{ Params: { lang: string } }>, reply) => {
    return reply.redirect(`/docs/${request.params.lang}/`, 301);
  });
  app.get('/docs/:lang/', { schema: { hide: true } }, page);
  app.get('/docs/:lang/:page', { schema: { hide: true } }, page);
  const images = path.join(dir, 'img');
  if (existsSync(images)) {
    await app.register(fastifyStatic, {
      root: images,
      prefix: '/docs/img/',
      decorateReply: false,
      index: false,
      setHeaders: (res) => {
        res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
}
