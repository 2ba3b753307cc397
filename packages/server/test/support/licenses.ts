import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Licence tests' helpers: the supplier CLI and the console's upload body. */

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
const CLI = path.join(ROOT, 'packages/server/scripts/license.ts');
export const DAY = 86400;

/** Runs the licence CLI as the supplier would: `npm run license -- …`. */
export function cli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8' });
}

/** A multipart body with one file, as the console's upload sends it. */
export async function multipart(text: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([text], { type: 'application/json' }), 'license.json');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
