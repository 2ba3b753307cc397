import { LicenseFileSchema, type Consent, type LicenseDocument, type LicenseFile, type LicenseLimits } from '@argus/contracts';
import { randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import Value from 'typebox/value';
import { invalid, validationDetail } from '../../http/errors';

/**
 * The licence file format, shared by the server and the CLI: `{document, signature}` where the
 * signature is Ed25519 over the canonical JSON of the document, base64.
 */

/** JSON with keys sorted at every level and no whitespace: the bytes that are signed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export interface DocumentInput {
  organizationId: number;
  issueDate: Date;
  expiryDate: Date;
  supportExpiryDate: Date | null;
  limits: LicenseLimits;
  consents: Consent[];
}

export function newDocument(input: DocumentInput): LicenseDocument {
  return {
    version: 1,
    id: randomUUID(),
    organization_id: input.organizationId,
    issue_date: input.issueDate.toISOString(),
    expiry_date: input.expiryDate.toISOString(),
    support_expiry_date: input.supportExpiryDate ? input.supportExpiryDate.toISOString() : null,
    limits: input.limits,
    consents: input.consents,
  };
}

export function signDocument(document: LicenseDocument, privateKey: KeyObject): LicenseFile {
  const signature = sign(null, Buffer.from(canonicalJson(document)), privateKey).toString('base64');
  return { document, signature };
}

export function signatureValid(file: LicenseFile, publicKey: KeyObject): boolean {
  try {
    return verify(null, Buffer.from(canonicalJson(file.document)), publicKey, Buffer.from(file.signature, 'base64'));
  } catch {
    return false;
  }
}

/** Reads a licence file (text or already parsed JSON); a malformed one is a validation error on `file`. */
export function parseLicenseFile(input: string | unknown): LicenseFile {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      throw invalid({ file: 'is not a licence file (not JSON)' });
    }
  }
  if (!Value.Check(LicenseFileSchema, value)) {
    const detail = validationDetail([...Value.Errors(LicenseFileSchema, value)], undefined);
    const [field, message] = Object.entries(detail)[0] ?? ['body', 'is invalid'];
    throw invalid({ file: `is not a licence file (${field} ${message})` });
  }
  return value;
}

/** The file as it is downloaded: indented JSON, a trailing newline. */
export function fileText(file: LicenseFile): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}
