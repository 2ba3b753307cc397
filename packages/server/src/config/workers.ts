/** The names of the API's background workers (started in src/workers.ts), for ARGUS_WORKERS. */
export const WORKER_NAMES = ['scheduler', 'maintenance', 'face-indexer', 'subscriptions', 'webhooks', 'pacs', 'mqtt'] as const;
export type WorkerName = (typeof WORKER_NAMES)[number];

/** ARGUS_WORKERS: `all` (or unset), `none`, or a comma list of names; a string naming the unknown ones when some are. */
export function parseWorkers(raw: string | undefined): ReadonlySet<WorkerName> | string {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'all') return new Set(WORKER_NAMES);
  if (value === 'none') return new Set();
  const names = value
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !(WORKER_NAMES as readonly string[]).includes(n));
  if (unknown.length > 0) return `ARGUS_WORKERS: unknown worker ${unknown.join(', ')} (known: all, none, ${WORKER_NAMES.join(', ')})`;
  return new Set(names as WorkerName[]);
}
