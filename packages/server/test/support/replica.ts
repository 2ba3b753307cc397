import { buildApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { requester, startServer, type TestServer } from './harness';

/** What a test asks of either API instance. */
export type Api = Pick<TestServer, 'request' | 'token' | 'url'> & { app: TestServer['app'] };

/**
 * Another API instance on the same database as `s`: on PostgreSQL a second server with its own pool
 * and listener (another replica); on the embedded engine (one process) a second app on the same
 * database, with views of its own fed only by the notifications.
 */
export async function secondInstance(s: TestServer): Promise<{ api: Api; close: () => Promise<void> }> {
  if (s.ctx.database.engine === 'postgres') {
    const other = await startServer('postgres', { databaseUrl: s.ctx.config.databaseUrl ?? '' });
    return { api: other, close: () => other.close() };
  }
  const ctx: AppContext = { ...s.ctx };
  const app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  return { api: { app, url, ...requester(url) }, close: () => app.close() };
}
