import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import type { ThreadAnswer } from '../lib/thread-client';

/**
 * The embedded engine's thread (see pglite-remote.ts): one PGlite, its one session, fed raw
 * PostgreSQL protocol bytes and answering the bytes PostgreSQL wrote, one request after another.
 */

export type PgliteRequest =
  | { op: 'open'; dataDir: string; cacheMb?: number; startFrom?: ArrayBuffer }
  | { op: 'exec'; bytes: Uint8Array }
  | { op: 'reset' }
  | { op: 'dump' }
  | { op: 'close' };

/** The protocol's Sync message: ends an extended query a lost client left unfinished. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);
/** Answers larger than this are handed over to the other thread instead of copied. */
const HAND_OVER_BYTES = 65_536;

const port = parentPort;
if (!port) throw new Error('pglite-thread.ts runs in a worker thread');

let lite: PGlite | null = null;
const engine = (): PGlite => {
  if (!lite) throw new Error('the embedded engine is not open');
  return lite;
};

async function run(request: PgliteRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'open': {
      const startParams = request.cacheMb ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${Math.round(request.cacheMb)}MB`] : undefined;
      lite = await PGlite.create(request.dataDir, {
        extensions: { vector, pg_trgm },
        ...(startParams ? { startParams } : {}),
        ...(request.startFrom ? { loadDataDir: new Blob([request.startFrom]) } : {}),
      });
      return { value: null };
    }
    case 'exec': {
      // Small answers are copied (cheaper than handing a buffer over); large ones handed over,
      // never the engine's own buffer (the startup packet's answer is a view of it).
      let out = request.bytes[0] === 0 ? await engine().execProtocolRaw(request.bytes) : await execRaw(engine(), request.bytes);
      if (out.byteLength !== out.buffer.byteLength) out = out.slice();
      return out.byteLength > HAND_OVER_BYTES ? { value: out, transfer: [out.buffer as ArrayBuffer] } : { value: out };
    }
    case 'reset': {
      // A new client of the one session: what a client before it left behind (an unfinished
      // extended query, an open transaction, its prepared statements) is gone, as on a new
      // PostgreSQL session. LISTEN stays: the engine's listeners belong to the engine (pglite-remote.ts).
      const e = engine();
      await e.execProtocolRaw(SYNC);
      if (e.isInTransaction()) await e.exec('rollback');
      await e.exec('deallocate all');
      return { value: null };
    }
    case 'dump': {
      const bytes = await (await engine().dumpDataDir('none')).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await lite?.close();
      lite = null;
      return { value: null };
  }
}

/**
 * The bytes PostgreSQL wrote for `bytes`, as they come. Not `execProtocolRaw`: it also parses every
 * message it answers into objects and keeps them in a list that only `execProtocol` empties (the
 * session's whole output, kept for as long as the engine runs: 1.6 GB after a few minutes of
 * reads, and the parsing a third of this thread's time). Notifications are the client's to read
 * (pglite-remote.ts); the startup packet's answer does not come this way (the caller sends it
 * through `execProtocolRaw`).
 */
async function execRaw(e: PGlite, bytes: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  await e.execProtocolRawStream(bytes, {
    onRawData: (chunk: Uint8Array) => {
      chunks.push(chunk.slice());
      size += chunk.byteLength;
    },
  });
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

// One request at a time, in the order sent: the engine has one session.
let queue: Promise<void> = Promise.resolve();
port.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
  queue = queue.then(async () => {
    try {
      const { value, transfer } = await run(request);
      port.postMessage({ id, ok: true, value } satisfies ThreadAnswer, transfer ?? []);
    } catch (error) {
      port.postMessage({ id, ok: false, error: error instanceof Error ? error.message : String(error) } satisfies ThreadAnswer);
    }
  });
});
