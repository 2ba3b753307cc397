import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Pictures a journey keeps as evidence (git-ignored): e2e/artifacts/<name>.png. */
export const ARTIFACT_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));

export async function keepScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACT_DIR, { recursive: true });
  const path = join(ARTIFACT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/**
 * The WCAG relative luminance of what is drawn behind an element: its own background colour, or
 * the nearest ancestor's that is not transparent. Any CSS colour (oklch too) is turned into sRGB
 * by painting it on a canvas.
 */
export async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((start: Element) => {
      let el: Element | null = start;
      let colour = 'rgb(255, 255, 255)';
      while (el) {
        const c = getComputedStyle(el).backgroundColor;
        const ctx0 = document.createElement('canvas').getContext('2d');
        if (!ctx0) break;
        ctx0.fillStyle = 'rgba(0,0,0,0)';
        ctx0.fillStyle = c;
        ctx0.fillRect(0, 0, 1, 1);
        const alpha = ctx0.getImageData(0, 0, 1, 1).data[3] ?? 0;
        if (alpha > 200) {
          colour = c;
          break;
        }
        el = el.parentElement;
      }
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const ctx = canvas.getContext('2d');
      if (!ctx) return 1;
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 255, g = 255, b = 255] = ctx.getImageData(0, 0, 1, 1).data;
      const lin = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    });
}
