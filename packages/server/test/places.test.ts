import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStore } from '../src/lib/files';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';
import { capacitygroup, customer, license, rtsp, type AnyBody } from './support/video';

/** A PNG of the given size, noisy so that it does not compress to nothing. */
async function png(width: number, height: number, noise = false): Promise<Buffer> {
  if (!noise)
    return sharp({ create: { width, height, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe.each(ENGINES)('places, categories, plans on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let org: { id: number; token: string };
  const post = (path: string, json: unknown, token = org.token) => s.request<AnyBody>('POST', `/api/v1/${path}`, { token, json });
  const get = (path: string, token = org.token) => s.request<AnyBody>('GET', `/api/v1/${path}`, { token });
  const put = (path: string, json: unknown, token = org.token) => s.request<AnyBody>('PUT', `/api/v1/${path}`, { token, json });

  async function uploadPlan(fields: Record<string, string>, image: Buffer | null, token = org.token, method = 'POST', path = '/api/v1/plans') {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'plan.png');
    const r = await fetch(`${s.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: r.status, body: (await r.json()) as AnyBody };
  }

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    org = await customer(s, su, 'Placeco');
    await license(s, su, org, { cameras: 100, tp: 100, fr: 100, sa: 100, lpr: 100, ao: 100 });
    await capacitygroup(s, su, 'Placeco group', 100, [org.id]);
  });
  afterAll(async () => s?.close());

  it('category moves rewrite the paths of the whole subtree and refuse cycles', async () => {
    const root = (await post('placecategories', { name: 'Country' })).body;
    const city = (await post('placecategories', { name: 'City', parent_id: root.id })).body;
    const district = (await post('placecategories', { name: 'District', parent_id: city.id })).body;
    const street = (await post('placecategories', { name: 'Street', parent_id: district.id })).body;
    const other = (await post('placecategories', { name: 'Other root' })).body;
    expect(street.path).toEqual([root.id, city.id, district.id, street.id]);

    // Under itself or under a descendant: refused, nothing changes.
    for (const parent of [district.id, street.id]) {
      const r = await put(`placecategories/${district.id}`, { parent_id: parent });
      expect(r.status).toBe(422);
      expect(r.body.detail).toEqual({ parent_id: 'is the category itself or one of its subcategories' });
    }
    expect((await get(`placecategories/${street.id}`)).body.path).toEqual([root.id, city.id, district.id, street.id]);

    // Move the district (with its street) under the other root, then to the top level.
    const moved = await put(`placecategories/${district.id}`, { parent_id: other.id });
    expect(moved.status).toBe(200);
    expect(moved.body.path).toEqual([other.id, district.id]);
    expect((await get(`placecategories/${street.id}`)).body.path).toEqual([other.id, district.id, street.id]);
    expect((await get(`placecategories/${city.id}`)).body.path).toEqual([root.id, city.id]);
    await put(`placecategories/${district.id}`, { parent_id: null });
    expect((await get(`placecategories/${street.id}`)).body.path).toEqual([district.id, street.id]);
    // A cycle through a former ancestor: country under street, then street under country is refused.
    expect((await put(`placecategories/${root.id}`, { parent_id: street.id })).status).toBe(200);
    expect((await get(`placecategories/${city.id}`)).body.path).toEqual([district.id, street.id, root.id, city.id]);
    expect((await put(`placecategories/${district.id}`, { parent_id: city.id })).status).toBe(422);

    // Every path is its parent's path plus itself.
    const all = (await post('placecategories/search', { query: {}, limit: 100 })).body.placecategories as AnyBody[];
    const byId = new Map(all.map((c) => [c.id, c]));
    for (const c of all) expect(c.path).toEqual([...(c.parent_id ? byId.get(c.parent_id).path : []), c.id]);
    const tops = (await post('placecategories/search', { query: { parent_id: null }, limit: 100 })).body.placecategories as AnyBody[];
    expect(tops.map((c) => c.name).sort()).toEqual(['District', 'Other root']);
  });

  it('a category with subcategories or places is not deleted (409 placecategory_not_empty); an empty one is', async () => {
    const parent = (await post('placecategories', { name: 'Parks' })).body;
    const child = (await post('placecategories', { name: 'Small parks', parent_id: parent.id })).body;
    const place = (await post('places', { name: 'Green park', latitude: 51.1, longitude: 71.4, category_id: child.id })).body;
    const r1 = await s.request<AnyBody>('DELETE', `/api/v1/placecategories/${parent.id}`, { token: org.token });
    expect(r1.status).toBe(409);
    expect(r1.body.type).toBe('placecategory_not_empty');
    const r2 = await s.request<AnyBody>('DELETE', `/api/v1/placecategories/${child.id}`, { token: org.token });
    expect(r2.body).toMatchObject({ type: 'placecategory_not_empty', message: expect.stringContaining('places') });
    await put(`places/${place.id}`, { category_id: parent.id });
    expect((await s.request('DELETE', `/api/v1/placecategories/${child.id}`, { token: org.token })).status).toBe(204);
    // A search by the parent finds places of the parent and of every category under it.
    const sub = (await post('placecategories', { name: 'Tiny parks', parent_id: parent.id })).body;
    await post('places', { name: 'Tiny park', latitude: 51.2, longitude: 71.5, category_id: sub.id });
    const found = (await post('places/search', { query: { placecategory_id: parent.id } })).body.places as AnyBody[];
    expect(found.map((p) => p.name).sort()).toEqual(['Green park', 'Tiny park']);
  });

  it('places: kinds with icons, tags and tag groups, search and audit', async () => {
    const badIcon = await post('placekinds', { name: 'Weird', icon: 'unicorn' });
    expect(badIcon.status).toBe(422);
    const kind = (await post('placekinds', { name: 'Warehouse', icon: 'warehouse' })).body;
    expect((await post('placekinds', { name: 'warehouse', icon: 'shop' })).status).toBe(409);
    const t1 = (await post('placetags', { name: 'Night' })).body;
    const t2 = (await post('placetags', { name: 'Cold' })).body;
    const group = (await post('placetaggroups', { name: 'Shifts', tag_ids: [t1.id, t2.id] })).body;
    expect(group.tags.map((t: AnyBody) => t.name)).toEqual(['Cold', 'Night']);
    // Names are unique in the organisation whatever their case; renaming to one's own name is fine.
    expect((await post('placetags', { name: 'NIGHT' })).status).toBe(409);
    expect((await post('placetaggroups', { name: 'shifts' })).status).toBe(409);
    expect((await s.request('PUT', `/api/v1/placetags/${t2.id}`, { token: org.token, json: { name: 'Cold' } })).status).toBe(200);
    expect((await get(`placetags/${t1.id}`)).body.placetaggroup).toEqual({ id: group.id, name: 'Shifts' });
    expect((await put(`placetaggroups/${group.id}`, { tag_ids: [t2.id] })).body.tags).toEqual([{ id: t2.id, name: 'Cold' }]);
    expect((await get(`placetags/${t1.id}`)).body.placetaggroup_id).toBeNull();

    const place = await post('places', { name: 'Depot', latitude: 43.2, longitude: 76.9, kind_id: kind.id, tag_ids: [t1.id, t2.id], cohort_tracking: true });
    expect(place.status).toBe(200);
    expect(place.body).toMatchObject({ kind: { id: kind.id, name: 'Warehouse', icon: 'warehouse' }, cohort_tracking: true, plan_count: 0, camera_count: 0 });
    expect(place.body.tags.map((t: AnyBody) => t.name)).toEqual(['Cold', 'Night']);
    expect((await post('places', { name: 'Nowhere', latitude: 91, longitude: 0 })).status).toBe(422);
    expect((await post('places', { name: 'Bad tag', latitude: 1, longitude: 1, tag_ids: [999999] })).body.detail).toEqual({
      tag_ids: 'names a tag that does not exist',
    });

    const byTag = (await post('places/search', { query: { placetag_id: t1.id } })).body.places as AnyBody[];
    expect(byTag.map((p) => p.name)).toEqual(['Depot']);
    const byBox = (await get('places?x_min=76&y_min=43&x_max=77&y_max=44')).body.places as AnyBody[];
    expect(byBox.map((p) => p.name)).toEqual(['Depot']);
    const byText = (await post('places/search', { query: { text: 'dep', placekind_id: kind.id } })).body.places as AnyBody[];
    expect(byText).toHaveLength(1);
    // Deleting a tag takes it off the place; deleting the kind leaves the place without one.
    await s.request('DELETE', `/api/v1/placetags/${t1.id}`, { token: org.token });
    await s.request('DELETE', `/api/v1/placekinds/${kind.id}`, { token: org.token });
    const after = (await get(`places/${place.body.id}`)).body;
    expect(after.tags.map((t: AnyBody) => t.name)).toEqual(['Cold']);
    expect(after.kind).toBeNull();
    const audit = JSON.stringify((await get('auditlogs?limit=100')).body);
    for (const action of ['place_create', 'placekind_create', 'placetag_delete', 'placetaggroup_update', 'placecategory_update'])
      expect(audit).toContain(action);
  });

  it('plans: the image is resized server-side, over 1.2 MB or not an image is refused; cameras on a plan have their origin', async () => {
    const place = (await post('places', { name: 'Head office', latitude: 51.13, longitude: 71.43 })).body;
    const big = await png(4000, 3000);
    const plan = await uploadPlan({ name: 'Ground floor', place_id: String(place.id) }, big);
    expect(plan.status).toBe(200);
    expect(plan.body).toMatchObject({ name: 'Ground floor', place_id: place.id, image_url: expect.stringMatching(/^\/api\/v1\/files\/plans\//) });
    const stored = await s.ctx.db.selectFrom('plans').selectAll().where('id', '=', plan.body.id).executeTakeFirstOrThrow();
    expect([stored.image_width, stored.image_height, stored.image_mime]).toEqual([2560, 1920, 'image/webp']);
    const file = await fileStore(s.ctx).get(`plans/${stored.image_id}.webp`);
    expect(await sharp(file ?? Buffer.alloc(1)).metadata()).toMatchObject({ format: 'webp', width: 2560, height: 1920 });

    const tooBig = await png(700, 700, true);
    expect(tooBig.length).toBeGreaterThan(1.2 * 1024 * 1024);
    const refused = await uploadPlan({ name: 'Too big', place_id: String(place.id) }, tooBig);
    expect(refused.status).toBe(413);
    expect(refused.body.type).toBe('payload_too_large');
    const form = new FormData();
    form.append('name', 'Not an image');
    form.append('place_id', String(place.id));
    form.append('image', new Blob([new TextEncoder().encode('hello')], { type: 'image/png' }), 'x.png');
    const notImage = await fetch(`${s.url}/api/v1/plans`, { method: 'POST', headers: { authorization: `Bearer ${org.token}` }, body: form });
    expect(notImage.status).toBe(415);
    expect((await uploadPlan({ name: 'No file', place_id: String(place.id) }, null)).body.detail).toMatchObject({ image: expect.stringMatching(/required/) });

    // A camera put on the plan: the place comes from the plan; origin names place, group and plan.
    const team = (await post('groups', { name: 'Office team' })).body;
    const cam = await post('cameras', { name: 'Lobby', ...rtsp('/lobby'), group_id: team.id, plan_id: plan.body.id, plan_x: 0.25, plan_y: 0.75 });
    expect(cam.status).toBe(200);
    expect(cam.body).toMatchObject({ place_id: place.id, plan_id: plan.body.id, plan_x: 0.25, plan_y: 0.75 });
    expect(cam.body.origin).toEqual({
      place: { id: place.id, name: 'Head office', latitude: 51.13, longitude: 71.43 },
      group: { id: team.id, name: 'Office team' },
      plan: { id: plan.body.id, name: 'Ground floor', x: 0.25, y: 0.75 },
    });
    const onPlan = (await get(`plans/${plan.body.id}/cameras`)).body.cameras as AnyBody[];
    expect(onPlan.map((c) => c.name)).toEqual(['Lobby']);
    expect((await get(`places/${place.id}`)).body).toMatchObject({ plan_count: 1, camera_count: 1 });
    expect((await get(`places/${place.id}/plans`)).body.plans.map((p: AnyBody) => p.name)).toEqual(['Ground floor']);

    // Moving the camera on the plan (drag), then the search filters of cameras.
    const dragged = await put(`cameras/${cam.body.id}`, { plan_x: 0.5, plan_y: 0.1 });
    expect(dragged.body.origin.plan).toMatchObject({ x: 0.5, y: 0.1 });
    expect((await put(`cameras/${cam.body.id}`, { plan_x: 1.5 })).status).toBe(422);
    const elsewhere = (await post('places', { name: 'Elsewhere', latitude: 10, longitude: 10 })).body;
    expect((await put(`cameras/${cam.body.id}`, { place_id: elsewhere.id, plan_id: plan.body.id })).body.detail).toEqual({
      plan_id: 'is a plan of another place',
    });
    const search = async (query: AnyBody) => ((await post('cameras/search', { query, limit: 100 })).body.cameras as AnyBody[]).map((c) => c.name);
    const unplaced = await post('cameras', { name: 'Loose', ...rtsp('/loose') });
    expect(await search({ place_id: place.id })).toEqual(['Lobby']);
    expect(await search({ plan_id: plan.body.id })).toEqual(['Lobby']);
    expect(await search({ without_plans: false })).toEqual(['Lobby']);
    expect(await search({ without_plans: true })).toContain('Loose');
    expect(await search({ without_plans: true })).not.toContain('Lobby');
    const cat = (await post('placecategories', { name: 'Offices' })).body;
    const sub = (await post('placecategories', { name: 'Head offices', parent_id: cat.id })).body;
    const tag = (await post('placetags', { name: 'Headquarters' })).body;
    const placed = await put(`places/${place.id}`, { category_id: sub.id, tag_ids: [tag.id] });
    expect(placed.body, JSON.stringify(placed.body)).toMatchObject({ category: { id: sub.id }, tags: [{ id: tag.id }] });
    expect(await search({ placecategory_id: cat.id })).toEqual(['Lobby']);
    expect(await search({ placetag_id: tag.id })).toEqual(['Lobby']);

    // A plan of another organisation's place, or a foreign place, is refused.
    const other = await customer(s, su, 'Otherco');
    const foreign = (await post('places', { name: 'Foreign', latitude: 1, longitude: 1 }, other.token)).body;
    expect((await put(`cameras/${unplaced.body.id}`, { place_id: foreign.id })).body.detail).toEqual({ place_id: 'names a place that does not exist' });
    expect((await get(`plans/${plan.body.id}`, other.token)).status).toBe(404);

    // Replacing the image and deleting the plan: the camera stays at the place, off the plan.
    const replaced = await uploadPlan({ name: 'Ground floor v2' }, await png(300, 200), org.token, 'PUT', `/api/v1/plans/${plan.body.id}`);
    expect(replaced.status).toBe(200);
    expect(replaced.body.image_id).not.toBe(plan.body.image_id);
    expect((await s.request('DELETE', `/api/v1/plans/${plan.body.id}`, { token: org.token })).status).toBe(204);
    const left = (await get(`cameras/${cam.body.id}`)).body;
    expect(left).toMatchObject({ place_id: place.id, plan_id: null, plan_x: null, plan_y: null });
    expect(left.origin.plan).toBeNull();
    expect(left.origin.place.name).toBe('Head office');
  });

  it('group scope: an operator sees and makes only places of their groups, and plans through them', async () => {
    const team = (await post('groups', { name: 'North team' })).body;
    const otherTeam = (await post('groups', { name: 'South team' })).body;
    await post('users', { email: 'op@placeco.test', password: 'operator-pass', role_id: 2, group_ids: [team.id] });
    const op = await s.token('op@placeco.test', 'operator-pass');
    const mine = (await post('places', { name: 'North gate', latitude: 1, longitude: 1, group_id: team.id })).body;
    const theirs = (await post('places', { name: 'South gate', latitude: 1, longitude: 1, group_id: otherTeam.id })).body;
    const plan = await uploadPlan({ name: 'South plan', place_id: String(theirs.id) }, await png(50, 50));
    expect((await get(`places/${mine.id}`, op)).status).toBe(200);
    expect((await get(`places/${theirs.id}`, op)).status).toBe(404);
    expect((await get(`plans/${plan.body.id}`, op)).status).toBe(404);
    const seen = ((await post('places/search', { query: {}, limit: 100 }, op)).body.places as AnyBody[]).map((p) => p.name);
    expect(seen).toEqual(['North gate']);
    expect((await post('places', { name: 'No group', latitude: 1, longitude: 1 }, op)).body.detail).toEqual({
      group_id: 'is required: choose one of your groups',
    });
    expect((await post('places', { name: 'Wrong group', latitude: 1, longitude: 1, group_id: otherTeam.id }, op)).status).toBe(422);
    expect((await post('places', { name: 'Right group', latitude: 1, longitude: 1, group_id: team.id }, op)).status).toBe(200);
    const clusters = (await get('placeclusters?x_min=0&y_min=0&x_max=2&y_max=2&zoom=3', op)).body.placeclusters as AnyBody[];
    expect(clusters.reduce((n, c) => n + c.count, 0)).toBe(2);
  });
});
