import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ENGINES, startServer, type TestServer } from './support/harness';

type Me = { id: number; avatar_id: string | null; avatar_url: string | null };

describe.each(ENGINES)('avatars on %s', (engine) => {
  let s: TestServer;
  let su: string;
  let adminA: string;
  let operatorA: string;
  let adminB: string;
  let operatorId: number;
  let square: Buffer;

  async function upload(token: string, kind: string, data: Buffer): Promise<string> {
    const form = new FormData();
    form.append('kind', kind);
    form.append('upload_data', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'avatar.png');
    const res = await fetch(`${s.url}/api/v1/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(res.status).toBe(200);
    return String(((await res.json()) as { uploads: { id: string }[] }).uploads[0]?.id);
  }

  beforeAll(async () => {
    s = await startServer(engine);
    su = await s.token(ADMIN.username, ADMIN.password);
    const orgA = Number((await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Avatar City' } })).body.id);
    const orgB = Number((await s.request('POST', '/api/v1/organizations', { token: su, json: { name: 'Elsewhere Inc' } })).body.id);
    const mk = async (email: string, role_id: number, organization_id: number) => {
      const u = await s.request('POST', '/api/v1/users', { token: su, json: { email, password: 'avatar-password', role_id, organization_id } });
      expect(u.status).toBe(200);
      return Number(u.body.id);
    };
    await mk('admin@avatar.test', 1, orgA);
    operatorId = await mk('operator@avatar.test', 3, orgA);
    await mk('admin@elsewhere.test', 1, orgB);
    adminA = await s.token('admin@avatar.test', 'avatar-password');
    operatorA = await s.token('operator@avatar.test', 'avatar-password');
    adminB = await s.token('admin@elsewhere.test', 'avatar-password');
    square = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3070d0' } })
      .png()
      .toBuffer();
  }, 300_000);
  afterAll(async () => s?.close());

  it('set, read as image bytes through the signed URL, remove', async () => {
    const id = await upload(operatorA, 'avatar', square);
    const set = await s.request<Me>('PUT', '/api/v1/users/me', { token: operatorA, json: { avatar_id: id } });
    expect(set.body).toEqual(expect.objectContaining({ avatar_id: id }));
    expect(set.status).toBe(200);
    expect(set.body.avatar_id).toBe(id);
    expect(set.body.avatar_url).toMatch(/^\/api\/v1\/files\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);

    const me = await s.request<Me>('GET', '/api/v1/users/me', { token: operatorA });
    const image = await fetch(`${s.url}${String(me.body.avatar_url)}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 96, height: 96 });

    // Colleagues see it in lists and on the user's page.
    const seen = await s.request<Me>('GET', `/api/v1/users/${operatorId}`, { token: adminA });
    expect(seen.body.avatar_url).toEqual(expect.any(String));
    const listed = await s.request<{ users: Me[] }>('POST', '/api/v1/users/search', { token: adminA, json: {} });
    expect(listed.body.users.find((u) => u.id === operatorId)?.avatar_url).toEqual(expect.any(String));

    const removed = await s.request<Me>('PUT', '/api/v1/users/me', { token: operatorA, json: { avatar_id: null } });
    expect(removed.body).toMatchObject({ avatar_id: null });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ avatar_id: null, avatar_url: null });
    expect((await s.request<Me>('GET', '/api/v1/users/me', { token: operatorA })).body.avatar_url).toBeNull();
  });

  it('an administrator sets a member avatar; only avatar uploads of the organisation are accepted', async () => {
    const id = await upload(adminA, 'avatar', square);
    const put = await s.request<Me>('PUT', `/api/v1/users/${operatorId}`, { token: adminA, json: { avatar_id: id } });
    expect(put.status).toBe(200);
    expect(put.body.avatar_url).toEqual(expect.any(String));
    const vehicle = await upload(adminA, 'vehicle', square);
    const wrongKind = await s.request('PUT', '/api/v1/users/me', { token: adminA, json: { avatar_id: vehicle } });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.detail).toEqual({ avatar_id: 'is not an uploaded avatar' });
    expect((await s.request('PUT', '/api/v1/users/me', { token: adminA, json: { avatar_id: 'not-an-upload' } })).status).toBe(422);
  });

  it("another organisation's user cannot read it or use it", async () => {
    const id = await upload(operatorA, 'avatar', square);
    const set = await s.request<Me>('PUT', '/api/v1/users/me', { token: operatorA, json: { avatar_id: id } });
    const url = String(set.body.avatar_url);
    // The URL is only handed to callers who may read the user; others get 404 for the user and the upload.
    expect((await s.request('GET', `/api/v1/users/${operatorId}`, { token: adminB })).status).toBe(404);
    expect((await s.request('GET', `/api/v1/uploads/${id}`, { token: adminB })).status).toBe(404);
    const listed = await s.request<{ users: Me[] }>('POST', '/api/v1/users/search', { token: adminB, json: {} });
    expect(listed.body.users.map((u) => u.id)).not.toContain(operatorId);
    // Nor can it be put on their own account, which would hand them its URL.
    const stolen = await s.request('PUT', '/api/v1/users/me', { token: adminB, json: { avatar_id: id } });
    expect(stolen.status).toBe(422);
    // Without the signature, or with another, the file is not served.
    const bare = url.split('?')[0] ?? '';
    expect((await fetch(`${s.url}${bare}`)).status).not.toBe(200);
    const forged = url.replace(/sig=[0-9a-f]{64}/, `sig=${'0'.repeat(64)}`);
    expect((await fetch(`${s.url}${forged}`)).status).toBe(404);
    expect((await fetch(`${s.url}${url}`)).status).toBe(200);
  });
});
