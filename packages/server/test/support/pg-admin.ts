import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on the PostgreSQL server of `base` (create, drop, rename databases), on a connection of its own. */
export async function adminQuery<T extends pg.QueryResultRow>(base: string, text: string): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await client.query<T>(text);
  } finally {
    await client.end();
  }
}

/** `base` with its database name replaced by `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database named `<prefix>_<random>` on the server of `base` (a copy of `template` when given), and how to drop it. */
export async function freshDatabase(base: string, prefix: string, template: string | null = null): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}${template ? ` template ${template}` : ''}`);
  return {
    url: databaseUrl(base, name),
    drop: async () => {
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}
