import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ThreadClient } from '../../../lib/thread-client';
import type { GraphRequest } from './graph-thread';

/**
 * The face index of one API process: a USearch graph per organisation in a thread of its own
 * (graph-thread.ts), keyed by event_faces.id, fed in batches with the rows past its watermark
 * (`high`: every row of event_faces with a lower or equal id is in the graph, or gone). A search asks
 * the graph for candidates and reads them, with the rows past the watermark, exactly in SQL
 * (faces/repo.ts nearestEventFaces), so a face is found as soon as it is stored. Each process holds
 * its own copy; the one running the face indexer saves it to the data dir with the watermark, and
 * every process loads the saved copy at start and catches up from its watermark.
 * The thread starts on first use (a process that never sees a face runs none).
 */
export class FaceGraph {
  /** Rows of event_faces with id <= high are in the graph. */
  high = 0;
  private worker: ThreadClient<GraphRequest> | null = null;

  private request<T>(request: GraphRequest): Promise<T> {
    // TypeScript, as the rest of the server: the entry registers tsx in the thread first. A thread
    // that ended is started again (empty: the feed's watermark goes on from what it held).
    if (!this.worker?.alive) this.worker = new ThreadClient<GraphRequest>(new URL('./graph-thread-entry.mjs', import.meta.url), 'the face graph');
    return this.worker.request<T>(request);
  }

  /** The thread runs (it starts on the first add). */
  get started(): boolean {
    return this.worker?.alive ?? false;
  }

  /** Adds rows (pgvector's binary descriptors) and moves the watermark to `high` once they are in. */
  async add(rows: { id: number; org: number; v: Uint8Array }[], high: number): Promise<void> {
    if (rows.length > 0) await this.request<number>({ op: 'add', rows });
    this.high = Math.max(this.high, high);
  }

  /** Takes out the keys of rows deleted from event_faces (retention); answers how many it held. */
  remove(rows: { id: number; org: number }[]): Promise<number> {
    return this.started && rows.length > 0 ? this.request<number>({ op: 'remove', rows }) : Promise.resolve(0);
  }

  /** Keys of the organisation's `k` nearest faces in the graph (approximate), nearest first. */
  async search(org: number, vector: Float32Array, k: number): Promise<number[]> {
    if (!this.started) return [];
    const found = await this.request<{ keys: number[] }>({ op: 'search', org, vector, k });
    return found.keys;
  }

  /** Faces in the graph. */
  size(): Promise<number> {
    return this.started ? this.request<number>({ op: 'size' }) : Promise.resolve(0);
  }

  /**
   * Saves the graphs, then the watermark (`identity` names the database the keys belong to): a
   * process loading meanwhile reads the watermark first, so its graphs hold at least what that says.
   */
  async save(dir: string, identity: string): Promise<void> {
    if (!this.started) return;
    const high = this.high;
    await this.request({ op: 'save', dir });
    const meta = path.join(dir, 'watermark.json');
    await writeFile(`${meta}.tmp`, JSON.stringify({ high, identity }));
    await rename(`${meta}.tmp`, meta);
  }

  /** Loads what was saved for this database; answers the faces loaded (0: nothing saved, or for another database). */
  async load(dir: string, identity: string): Promise<number> {
    let meta: { high: number; identity: string };
    try {
      meta = JSON.parse(await readFile(path.join(dir, 'watermark.json'), 'utf8')) as typeof meta;
    } catch {
      return 0;
    }
    if (meta.identity !== identity || !(meta.high > 0)) return 0;
    const n = await this.request<number>({ op: 'load', dir });
    this.high = meta.high;
    return n;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.close();
  }
}
