import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { canonicalJson, newDocument, signDocument } from '../../src/modules/licenses/document';
import { supplierKeys } from '../../src/modules/licenses/keys';
import * as licenses from '../../src/modules/licenses/repo';
import type { TestServer } from './harness';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** A demo photo shipped with face-api (sample1..6.jpg: 3 to 5 people each). */
export function samplePhoto(n: number): Buffer {
  return readFileSync(path.join(ROOT, 'node_modules/@vladmandic/face-api/demo', `sample${n}.jpg`));
}

/** An active licence of the organisation with these limits (signed with the installation's key, as the demo licence). */
export async function grantLicense(s: TestServer, organizationId: number, limits: Record<string, number>): Promise<void> {
  const keys = supplierKeys(s.ctx.config);
  if (!keys.privateKey) throw new Error('the test server holds no signing key');
  const now = s.ctx.clock();
  const expiry = new Date(now.getTime() + 365 * 86_400_000);
  const document = newDocument({ organizationId, issueDate: now, expiryDate: expiry, supportExpiryDate: expiry, limits, consents: [] });
  const file = signDocument(document, keys.privateKey);
  await licenses.insertLicense(s.ctx.db, {
    id: document.id,
    organization_id: organizationId,
    document: canonicalJson(document),
    signature: file.signature,
    issue_date: now,
    expiry_date: expiry,
    support_expiry_date: expiry,
    activated_at: now,
    activated_by: null,
    created_at: now,
  });
}

export interface FormFile {
  field?: string;
  name: string;
  data: Buffer | string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it. */
export async function formBody(fields: Record<string, string>, files: readonly FormFile[]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(f.field ?? 'upload_data', new Blob([f.data], { type: f.type ?? 'image/jpeg' }), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: new Uint8Array(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}
