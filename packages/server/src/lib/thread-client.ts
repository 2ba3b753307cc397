import { Worker } from 'node:worker_threads';

/** What a thread answers each request: `{ id, ok, value }` or `{ id, ok: false, error }`. */
export type ThreadAnswer = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

/**
 * Requests to a worker thread, each answered once (the thread posts a ThreadAnswer with the
 * request's id). An idle thread does not hold the process open; it is held while it owes answers.
 * A thread that ends fails what it owed and every later request.
 */
export class ThreadClient<Request> {
  private readonly worker: Worker;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private ended: Error | null = null;

  constructor(entry: URL, what: string) {
    const worker = new Worker(entry);
    worker.on('message', (a: ThreadAnswer) => {
      const w = this.waiting.get(a.id);
      this.waiting.delete(a.id);
      if (this.waiting.size === 0) worker.unref();
      if (a.ok) w?.resolve(a.value);
      else w?.reject(new Error(a.error));
    });
    const failAll = (error: Error) => {
      this.ended ??= error;
      for (const w of this.waiting.values()) w.reject(error);
      this.waiting.clear();
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`${what}'s thread ended (${code})`)));
    worker.unref();
    this.worker = worker;
  }

  /** The thread still runs. */
  get alive(): boolean {
    return this.ended === null;
  }

  request<T>(request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.ended) return Promise.reject(this.ended);
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ id, request }, transfer);
    });
  }

  async close(): Promise<void> {
    this.ended ??= new Error('closed');
    await this.worker.terminate();
  }
}
