/**
 * The licence supplier's tool: makes a key pair, issues (signs) licence files, verifies them.
 * It needs no database; the customer activates the file in the console (POST /licenses/activate).
 *
 *   license.ts keygen --out DIR
 *   license.ts issue --key PRIVATE.pem --organization ID --expires YYYY-MM-DD [--issued YYYY-MM-DD]
 *                    [--support-expires YYYY-MM-DD] [--limit cameras=10 --limit fr=4 …]
 *                    [--consent name=true|false|N …] [--out FILE]
 *   license.ts verify --key PUBLIC.pem FILE
 *
 * A date alone means the start of that day (UTC) for --issued and its end for the expiry dates.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { Consent, LicenseLimits } from '@argus/contracts';
import { ConfigError } from '../src/config/env';
import { ApiError } from '../src/http/errors';
import { fileText, newDocument, parseLicenseFile, signatureValid, signDocument } from '../src/modules/licenses/document';
import { readPrivateKey, readPublicKey, writeKeyPair } from '../src/modules/licenses/keys';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    key: { type: 'string' },
    organization: { type: 'string' },
    issued: { type: 'string' },
    expires: { type: 'string' },
    'support-expires': { type: 'string' },
    limit: { type: 'string', multiple: true, default: [] },
    consent: { type: 'string', multiple: true, default: [] },
  },
});

function date(value: string, option: string, endOfDay: boolean): Date {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T${endOfDay ? '23:59:59.999' : '00:00:00.000'}Z` : value;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) fail(`${option} must be a date (YYYY-MM-DD) or an ISO instant, got "${value}"`);
  return parsed;
}

function pair(raw: string, option: string): [string, string] {
  const at = raw.indexOf('=');
  if (at <= 0) fail(`${option} takes name=value, got "${raw}"`);
  const name = raw.slice(0, at).trim();
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(name)) fail(`${option}: "${name}" is not a name (lower case letters, digits, _)`);
  return [name, raw.slice(at + 1).trim()];
}

function count(value: string, option: string): number {
  if (!/^\d+$/.test(value)) fail(`${option} takes a whole number ≥ 0, got "${value}"`);
  return Number(value);
}

function issue(): void {
  if (!values.key || !values.organization || !values.expires) fail('issue needs --key, --organization and --expires');
  const organizationId = Number(values.organization);
  if (!Number.isInteger(organizationId) || organizationId < 1) fail('--organization takes the organisation id (a positive integer)');
  const limits: LicenseLimits = {};
  for (const raw of values.limit) {
    const [name, value] = pair(raw, '--limit');
    limits[name] = count(value, '--limit');
  }
  const consents: Consent[] = values.consent.map((raw) => {
    const [name, value] = pair(raw, '--consent');
    if (value === 'true' || value === 'false') return { name, kind: 'feature', value: value === 'true' };
    return { name, kind: 'limit', value: count(value, '--consent') };
  });
  const issueDate = values.issued ? date(values.issued, '--issued', false) : new Date();
  const expiryDate = date(values.expires, '--expires', true);
  if (expiryDate <= issueDate) fail('--expires must be after the issue date');
  const document = newDocument({
    organizationId,
    issueDate,
    expiryDate,
    supportExpiryDate: values['support-expires'] ? date(values['support-expires'], '--support-expires', true) : null,
    limits,
    consents,
  });
  const file = signDocument(document, readPrivateKey(values.key, '--key'));
  parseLicenseFile(file); // the same checks activation applies
  if (values.out) {
    writeFileSync(values.out, fileText(file), { flag: 'wx' });
    console.log(`licence ${document.id} for organisation ${organizationId}, expires ${document.expiry_date}: ${values.out}`);
  } else {
    process.stdout.write(fileText(file));
  }
}

function verifyFile(): void {
  const path = positionals[1];
  if (!values.key || !path) fail('verify needs --key PUBLIC.pem and a licence FILE');
  const file = parseLicenseFile(readFileSync(path, 'utf8'));
  if (!signatureValid(file, readPublicKey(values.key, '--key'))) fail(`${path}: signature INVALID for this key`);
  const d = file.document;
  const expired = Date.parse(d.expiry_date) <= Date.now() ? ' (EXPIRED)' : '';
  console.log(`${path}: signature valid; licence ${d.id} for organisation ${d.organization_id}, expires ${d.expiry_date}${expired}`);
  console.log(`limits: ${JSON.stringify(d.limits)}; consents: ${JSON.stringify(d.consents)}`);
}

try {
  const command = positionals[0];
  if (command === 'keygen') {
    if (!values.out) fail('keygen needs --out DIR');
    const { publicPath, privatePath } = writeKeyPair(values.out);
    console.log(`public key: ${publicPath} (give it to installations as ARGUS_LICENSE_PUBLIC_KEY)`);
    console.log(`private key: ${privatePath} (keep it secret; it signs licences)`);
  } else if (command === 'issue') {
    issue();
  } else if (command === 'verify') {
    verifyFile();
  } else {
    fail('usage: license.ts keygen --out DIR | issue --key PRIVATE.pem --organization ID --expires YYYY-MM-DD [...] | verify --key PUBLIC.pem FILE');
  }
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof ApiError) fail(`${error.message}${error.detail ? ` ${JSON.stringify(error.detail)}` : ''}`);
  if (error instanceof Error && 'code' in error && error.code === 'EEXIST') fail(`will not overwrite an existing file: ${error.message}`);
  throw error;
}
