import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's own bundle, injected into the page from node_modules (no network). */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** The issue's bar: WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * Runs axe on the page as it is now and returns its serious and critical WCAG 2 A/AA violations,
 * one readable line each: where, rule, impact, what it asks, and the elements (at most five).
 */
export async function seriousViolations(page: Page, what: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary ?? '' })),
    }));
  }, TAGS);
  return violations
    .filter((v) => v.impact && BLOCKING.has(v.impact))
    .map((v) => {
      const targets = v.nodes
        .slice(0, 5)
        .map((n) => JSON.stringify(n.target))
        .join(', ');
      const more = v.nodes.length > 5 ? ` and ${v.nodes.length - 5} more` : '';
      const why = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240);
      return `${what}: ${v.id} (${v.impact}) ${v.help} — ${targets}${more} — ${why}`;
    });
}

/** Fails with the list of serious and critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const found = await seriousViolations(page, what);
  if (found.length) throw new Error(`axe found ${found.length} serious or critical violation(s):\n${found.join('\n')}`);
}

/**
 * Whether the focused element shows where the focus is: an outline (of some width) or a ring
 * (a box-shadow), as drawn now.
 */
export async function focusIsVisible(page: Page): Promise<{ visible: boolean; element: string }> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { visible: false, element: 'body' };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
    const ring = s.boxShadow !== 'none' && s.boxShadow !== '';
    const name = `${el.tagName.toLowerCase()}${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''} (outline ${s.outlineStyle} ${s.outlineWidth}, box-shadow ${s.boxShadow})`;
    return { visible: outline || ring, element: name };
  });
}
