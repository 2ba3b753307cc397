import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptor, eventWorld, type EventWorld } from './support/events';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { grantLicense } from './support/lists';
import type { AnyBody } from './support/video';

/**
 * Search by face among the face lists ranks only faces of lists the caller sees: a face of
 * another group's list neither shows nor takes a place on a page (a page of hidden faces came
 * back empty, with a cursor that told how many there were).
 */
describe.each(ENGINES)('search among face lists keeps to the caller’s groups (%s)', (engine) => {
  let s: TestServer;
  let w: EventWorld;
  let member = '';
  const faces = { mine: 0, hidden: 0 };
  const probe = descriptor(7);

  beforeAll(async () => {
    s = await startServer(engine);
    const su = await s.token(ADMIN.username, ADMIN.password);
    w = await eventWorld(s, su, 'Facesearch', 1);
    await grantLicense(s, w.org.id, { faces: 10 });
    const other = await s.request('POST', '/api/v1/groups', { token: w.org.token, json: { name: 'Facesearch other team' } });
    const list = async (name: string, group: number) => {
      const r = await s.request('POST', '/api/v1/facelists', { token: w.org.token, json: { name, group_id: group } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return Number(r.body.id);
    };
    const face = async (facelist: number, name: string, d: number[]) => {
      const f = await s.ctx.db
        .insertInto('faces')
        .values({ organization_id: w.org.id, facelist_id: facelist, full_name: name })
        .returning('id')
        .executeTakeFirstOrThrow();
      await s.ctx.db
        .insertInto('face_images')
        .values({
          organization_id: w.org.id,
          face_id: f.id,
          image_id: `${name}.jpg`,
          mime_type: 'image/jpeg',
          size: 1,
          width: 1,
          height: 1,
          rect: JSON.stringify({ x_min: 0, y_min: 0, x_max: 1, y_max: 1 }),
          descriptor: d,
        })
        .execute();
      return f.id;
    };
    // The hidden face is the closer one: it would rank first.
    faces.hidden = await face(await list('Other team list', Number(other.body.id)), 'Hidden', probe);
    faces.mine = await face(await list('My team list', w.group), 'Mine', descriptor(8));
    const u = await s.request('POST', '/api/v1/users', {
      token: w.org.token,
      json: { email: 'member@facesearch.test', password: 'member-password', role_id: 2, group_ids: [w.group] },
    });
    expect(u.status).toBe(200);
    member = await s.token('member@facesearch.test', 'member-password');
  });
  afterAll(async () => s?.close());

  const search = (token: string, limit: number) =>
    s.request<AnyBody>('POST', '/api/v1/search/byfaceinfaces', { token, json: { query: { descriptor: probe, threshold: 0 }, limit } });

  it('a member of one group gets only their lists’ faces, on full pages; the administrator gets both', async () => {
    const first = await search(member, 1);
    expect(first.status).toBe(200);
    expect(first.body.faces.map((f: AnyBody) => f.id)).toEqual([faces.mine]);
    expect(first.body.pagination.cursor).toBeNull();
    const all = await search(w.org.token, 10);
    expect(all.body.faces.map((f: AnyBody) => f.id)).toEqual([faces.hidden, faces.mine]);
  });
});
