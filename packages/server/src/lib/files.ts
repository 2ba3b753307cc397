import { createHmac } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../context';
import { ApiError } from '../http/errors';
import { serverKey } from '../modules/serverkeys/service';
import { safeEqual } from './secrets';
import { inMemory } from '../config/data-dir';

/**
 * Image files of events and uploads (snapshots, scenes, plate crops, uploaded photos).
 *
 * Storage: `<ARGUS_DATA_DIR>/files/<key>` on local disk; an in-memory map when the data directory
 * is `memory://` (tests). Another store (S3-compatible) can replace `FileStore` without touching
 * the callers. Keys are relative paths of [a-z0-9_-/.] made by the server, never by clients.
 *
 * Serving: files are never public. Presenters hand out signed, short-lived URLs
 * `/api/v1/files/<key>?exp=<unix seconds>&sig=<hex HMAC-SHA256(key|exp)>` (FILE_URL_TTL_S), so
 * that <img src> works without an Authorization header; the HMAC key is made once per
 * installation and kept in server_keys, so every replica accepts every other's URLs. A URL is
 * only ever given to a caller allowed to read the object it belongs to.
 */
export interface FileStore {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every file under this folder (retention drops a day of event images at once). */
  deletePrefix(prefix: string): Promise<void>;
}

export const FILE_URL_PREFIX = '/api/v1/files/';
export const FILE_URL_TTL_S = 3600;
const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i;

export function validKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').includes('..');
}

/** A full, over-quota or read-only volume is a temporary condition of this server, not a fault of the request. */
const STORAGE_FULL = new Set(['ENOSPC', 'EDQUOT', 'EROFS']);

/**
 * The answer for a file that could not be written: 503 temporarily_unavailable when the volume is
 * full (a caller that retries on 5xx, as the edge's spool does, keeps what it sent and tries again
 * once space is freed); anything else stays the error it was.
 */
export function storageError(err: unknown): unknown {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (!code || !STORAGE_FULL.has(code)) return err;
  return new ApiError('temporarily_unavailable', `The file store cannot take files (${code}): free space on the server's data volume`);
}

class DiskStore implements FileStore {
  constructor(private readonly root: string) {}
  private full(key: string): string {
    if (!validKey(key)) throw new Error(`bad file key ${key}`);
    return path.join(this.root, key);
  }
  async put(key: string, data: Buffer) {
    const file = this.full(key);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    } catch (err) {
      throw storageError(err);
    }
  }
  async get(key: string) {
    try {
      return await readFile(this.full(key));
    } catch {
      return null;
    }
  }
  async delete(key: string) {
    await rm(this.full(key), { force: true });
  }
  async deletePrefix(prefix: string) {
    await rm(this.full(prefix), { force: true, recursive: true });
  }
}

class MemoryStore implements FileStore {
  private readonly files = new Map<string, Buffer>();
  async put(key: string, data: Buffer) {
    this.files.set(key, data);
  }
  async get(key: string) {
    return this.files.get(key) ?? null;
  }
  async delete(key: string) {
    this.files.delete(key);
  }
  async deletePrefix(prefix: string) {
    for (const key of [...this.files.keys()]) if (key.startsWith(`${prefix}/`)) this.files.delete(key);
  }
}

const stores = new WeakMap<AppContext, FileStore>();

export function fileStore(ctx: AppContext): FileStore {
  let store = stores.get(ctx);
  if (!store) {
    store = inMemory(ctx.config.dataDir) ? new MemoryStore() : new DiskStore(path.join(ctx.config.dataDir, 'files'));
    stores.set(ctx, store);
  }
  return store;
}

const signingKey = (ctx: AppContext) => serverKey(ctx, 'file_urls');

function signature(key: Buffer, fileKey: string, exp: number): string {
  return createHmac('sha256', key).update(`${fileKey}|${exp}`).digest('hex');
}

/** Signer of one request: loads the key once, then signs synchronously (presenters map many rows). */
export async function urlSigner(ctx: AppContext): Promise<(fileKey: string | null) => string | null> {
  const key = await signingKey(ctx);
  // Rounded to the minute so that repeated reads give the same URL (browser caching).
  const exp = Math.ceil((ctx.clock().getTime() / 1000 + FILE_URL_TTL_S) / 60) * 60;
  return (fileKey) => (fileKey ? `${FILE_URL_PREFIX}${fileKey}?exp=${exp}&sig=${signature(key, fileKey, exp)}` : null);
}

export async function verifyUrl(ctx: AppContext, fileKey: string, exp: number, sig: string): Promise<boolean> {
  if (!validKey(fileKey) || exp * 1000 < ctx.clock().getTime()) return false;
  return safeEqual(signature(await signingKey(ctx), fileKey, exp), sig);
}
