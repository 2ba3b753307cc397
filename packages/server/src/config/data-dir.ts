/**
 * `ARGUS_DATA_DIR=memory://…`: the embedded engine keeps its database in memory, and nothing else the
 * process keeps (files, licence keys, the face graph, demo media) goes to disk either.
 */
export const inMemory = (dataDir: string): boolean => dataDir.startsWith('memory://');
