import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexPendingFaces } from '../../server/src/modules/events/face-index';
import { descriptor, eventWorld, frEvent, postBatch, simpleEvent } from '../../server/test/support/events';
import { ADMIN, type TestServer } from '../../server/test/support/harness';
import { Sender } from '../src/delivery/sender';
import { Spool, type NewEvent } from '../src/delivery/spool';
import { edgeDir, startApi, waitFor } from './support/world';

const LIMIT = 30;
const FACES = 45;

/** An event as a module hands it to the spool (the spool mints its event_id). */
const spooled = ({ event_id: _, ...event }: { event_id: string }) => event as unknown as NewEvent;

describe('faces waiting for the API face index never hold up the events after them', () => {
  let s: TestServer | undefined;
  afterAll(async () => s?.close());

  it('a spool headed by faces the API has no room for: later events are stored at once, every face arrives once room is made', async (test) => {
    // No indexer in the API: the backlog stays full until this test moves it (as another process's indexer would).
    s = await startApi(mkdtempSync(join(tmpdir(), 'edge-api-')), { ARGUS_FACE_INDEXER: 'false', ARGUS_FACE_BACKLOG_LIMIT: String(LIMIT) });
    const server = s;
    if (!s.ctx.database.capabilities.vector) return test.skip();
    const w = await eventWorld(s, await s.token(ADMIN.username, ADMIN.password), 'Queueco', 1);
    const cam = w.cameras[0] ?? 0;
    const now = () => new Date(Date.now() - 60_000).toISOString();
    const face = (n: number) => frEvent(cam, now(), {}, { descriptor: descriptor(7000 + n) });
    // The backlog is full before the edge sends anything.
    const full = await postBatch(
      s,
      w.edge.credential,
      Array.from({ length: LIMIT }, (_, i) => face(i)),
    );
    expect(full.body.accepted).toHaveLength(LIMIT);

    const dir = edgeDir();
    let spool = new Spool(dir);
    const ids: string[] = [];
    for (let i = 0; i < FACES; i++) ids.push(spool.append(spooled(face(100 + i))).event_id);
    const tamper = spool.append(spooled(simpleEvent('tp', cam, now(), 'blurring'))).event_id;
    const stored = async (id: string) =>
      (await server.ctx.db.selectFrom('events').select('event_id').where('event_id', '=', id).executeTakeFirst()) !== undefined;

    let sender = new Sender(spool, { apiUrl: s.url, credential: () => w.edge.credential, batchSize: 20, log: () => {} });
    sender.start();
    // Behind 45 faces the API refuses (503 for the first 20): the tampering event is stored within a couple of seconds.
    await waitFor('the event behind the waiting faces', () => stored(tamper), 8_000);
    // So is an event spooled while the faces wait.
    const later = spool.append(spooled(simpleEvent('tp', cam, now(), 'blurring'))).event_id;
    sender.kick();
    await waitFor('an event spooled while faces wait', () => stored(later), 8_000);
    // Only the faces are left (the answer for the last event may still be on its way).
    await waitFor('only the faces left in the spool', () => spool.size() === FACES, 8_000);

    // The edge restarts while its faces rest: resting is not on disk, the new sender offers them again in order.
    await sender.stop();
    spool = new Spool(dir);
    sender = new Sender(spool, { apiUrl: s.url, credential: () => w.edge.credential, batchSize: 20, log: () => {} });
    sender.start();
    // Room is made little by little; the API counts it again every few seconds and names when to come back.
    let moving = true;
    const indexer = (async () => {
      while (moving) {
        await indexPendingFaces(server.ctx.db, 10);
        await new Promise((r) => setTimeout(r, 300));
      }
    })();
    try {
      await waitFor('every face to be delivered', () => spool.size() === 0, 90_000);
    } finally {
      moving = false;
      await indexer;
      await sender.stop();
    }
    const rows = await s.ctx.db
      .selectFrom('events')
      .select('event_id')
      .where('event_id', 'in', [...ids, tamper, later])
      .execute();
    expect(new Set(rows.map((r) => r.event_id))).toEqual(new Set([...ids, tamper, later]));
    expect(rows).toHaveLength(FACES + 2);
  });
});
