import { randomUUID } from 'node:crypto';
import { copyFileSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../support/api';
import { screenshots } from '../support/browser';
import { blankPicture, demoPhotoPath, onePersonPhotos, vehiclePicture } from '../support/facePhotos';
import { journeys, signIn } from '../support/journey';
import { ADMIN, USERS } from '../support/users';
import { capacitygroupFor, licenseOrganization, onlineEdge } from '../support/eventWorld';

const journey = journeys();

type Json = Record<string, unknown>;

/** A call to the journey's server from the test (not the page). */
const PEOPLE = [
  'Aigerim_Sadykova',
  'Bolat_Nurlanov',
  'Carla_Mendes',
  'Daniyar_Omarov',
  'Elena_Petrova',
  'Farid_Aliyev',
  'Gulnara_Iskakova',
  'Hans_Weber',
  'Irina_Volkova',
  'Jamal_Hassan',
  'Kairat_Zhumabekov',
  'Lena_Fischer',
  'Marat_Seitkali',
  'Nadia_Karim',
  'Oleg_Sidorov',
  'Priya_Nair',
  'Ruslan_Tokayev',
  'Saule_Abenova',
  'Timur_Beketov',
  'Ulla_Berg',
] as const;

let photos: string[] = [];
let group = '';
let car = '';
let blank = '';

beforeAll(async () => {
  photos = await onePersonPhotos(PEOPLE);
  // A photo of several people: the bulk upload must refuse it on its own.
  group = join(dirname(photos[0] ?? ''), 'Team_photo.jpg');
  copyFileSync(demoPhotoPath(1), group);
  car = await vehiclePicture();
  blank = await blankPicture();
}, 300_000);

describe('lists', () => {
  it('an administrator creates a face list, bulk-uploads 20 photos with progress, sees the 20 faces, and adds a plate', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    await licenseOrganization(call, { root, admin }, me.organization_id, { faces: 50, plates: 10 });

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto('/lists');
    await page.getByRole('heading', { name: 'Lists', exact: true }).waitFor();
    await page.getByText('No face lists yet.').waitFor();
    await page.getByText('No plate lists yet.').waitFor();

    // A face list with every field of its form.
    await page.getByRole('button', { name: 'New face list' }).click();
    const form = page.getByRole('dialog', { name: 'New face list' });
    await form.getByLabel('Name').fill('Visitors');
    await form.getByLabel('Description').fill('Guests expected this week');
    await form.getByLabel('Priority').selectOption('high');
    await form.getByLabel('Match threshold, %', { exact: true }).fill('45');
    await form.getByLabel('Exact match threshold, %').fill('40');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('The exact threshold may not be below the match threshold.').waitFor();
    await form.getByLabel('Exact match threshold, %').fill('75');
    await form.getByLabel('Activity tracking').check();
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    const lists = await call<{
      facelists: { id: number; name: string; priority: string; threshold: number; exact_threshold: number; activity_tracking: boolean }[];
    }>('GET', '/facelists', { token: admin });
    expect(lists.facelists).toMatchObject([{ name: 'Visitors', priority: 'high', threshold: 0.45, exact_threshold: 0.75, activity_tracking: true }]);
    const facelistId = lists.facelists[0]?.id ?? 0;

    await page.getByRole('link', { name: 'Visitors' }).click();
    await page.waitForURL(`**/facelists/${facelistId}`);
    await page.getByText('No faces in this list yet. Add a face or upload photos.').waitFor();

    // 20 one-person photos and a group photo at once: names come from the file names.
    await page.getByRole('button', { name: 'Upload photos' }).click();
    const bulk = page.getByRole('dialog', { name: 'Upload photos to Visitors' });
    await bulk
      .getByLabel('Choose photos')
      .first()
      .setInputFiles([...photos, group]);
    const rows = bulk.getByRole('table', { name: 'Photos' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(21);
    await bulk.getByRole('cell', { name: 'Aigerim Sadykova' }).waitFor();
    await screenshots(page, 'lists-bulk-chosen');
    await bulk.getByRole('button', { name: 'Enrol 21 photos' }).click();

    // Progress is shown while the photos are checked one by one, then while the faces are created.
    const progress = bulk.getByRole('progressbar', { name: 'Progress' });
    await progress.waitFor();
    await bulk.getByText(/Checking photos: [1-9]\d* of 21/).waitFor();
    const midway = Number(await progress.getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(100);
    await screenshots(page, 'lists-bulk-progress');
    await bulk.getByText('Done: 20 created, 1 refused').waitFor({ timeout: 150_000 });
    expect(await progress.getAttribute('aria-valuenow')).toBe('100');
    const created = bulk.getByRole('region', { name: 'Created faces' }).getByRole('listitem');
    expect(await created.count()).toBe(20);
    const refused = bulk.locator('tbody tr[data-state="refused"]');
    expect(await refused.count()).toBe(1);
    await expect.poll(() => refused.innerText()).toMatch(/Team_photo\.jpg[\s\S]*Refused[\s\S]*faces on the photo/);
    await screenshots(page, 'lists-bulk-done');
    await bulk.getByRole('button', { name: 'Close' }).last().click();
    await bulk.waitFor({ state: 'detached' });

    // The list page shows the 20 new faces with their photos; the server holds them, each with a photo.
    const grid = page.getByRole('list', { name: 'Faces' });
    await expect.poll(() => grid.getByRole('listitem').count()).toBe(20);
    await grid.getByText('Ulla Berg').waitFor();
    await grid.getByRole('img', { name: 'Photo of Aigerim Sadykova' }).waitFor();
    const faces = await call<{ faces: { full_name: string; images: unknown[] }[] }>('POST', '/faces/search', {
      token: admin,
      json: { query: { facelist_id: facelistId }, limit: 50 },
    });
    expect(faces.faces.map((f) => f.full_name).sort()).toEqual(PEOPLE.map((p) => p.replace('_', ' ')).sort());
    expect(faces.faces.every((f) => f.images.length === 1)).toBe(true);
    await screenshots(page, 'lists-faces');

    // A plate list and one plate through the modal, with the make/model catalogue and date-only fields.
    await page.getByRole('link', { name: 'All lists' }).click();
    await page.waitForURL('**/lists');
    await page.getByRole('button', { name: 'New plate list' }).click();
    const plForm = page.getByRole('dialog', { name: 'New plate list' });
    await plForm.getByLabel('Name').fill('Fleet');
    await plForm.getByRole('button', { name: 'Create' }).click();
    await plForm.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Fleet' }).click();
    await page.waitForURL('**/platelists/*');
    await page.getByText('No plates in this list yet.').waitFor();
    await page.getByRole('button', { name: 'Add plate' }).click();
    const plate = page.getByRole('dialog', { name: 'Add plate' });
    await plate.getByLabel('Plate number').fill('123abc02');
    await plate.getByText('Shown as 123 ABC 02').waitFor();
    await plate.getByLabel('Owner', { exact: true }).fill('Bolat Nurlanov');
    await plate.getByLabel("Owner's document").fill('KZ-0042');
    await plate.getByLabel("Owner's date of birth").fill('1985-07-09');
    await plate.getByLabel('Make').fill('Toyota');
    await plate.getByLabel('Model').fill('Camry');
    await plate.getByLabel('Vehicle type').selectOption('car');
    await plate.getByLabel('Colour').selectOption('white');
    await plate.getByLabel('Manufacture date').fill('2020-03-15');
    await plate.locator('input[type="file"]').setInputFiles(car);
    await plate.getByRole('img', { name: 'Vehicle image' }).waitFor();
    await plate.getByText('Uploading…').waitFor({ state: 'detached' });
    await plate.getByRole('button', { name: 'Create' }).click();
    await plate.waitFor({ state: 'detached' });
    const table = page.getByRole('table', { name: 'Plates' });
    await table.getByRole('button', { name: '123 ABC 02' }).waitFor();
    await table.getByText('Toyota Camry').waitFor();
    const plates = await call<{ plates: Json[] }>('POST', '/plates/search', { token: admin, json: { query: {}, limit: 10 } });
    expect(plates.plates).toMatchObject([
      {
        number: '123ABC02',
        owner_full_name: 'Bolat Nurlanov',
        owner_document_number: 'KZ-0042',
        owner_birth_date: '1985-07-09',
        vehicle_manufacturer: 'Toyota',
        vehicle_model: 'Camry',
        vehicle_type: 'car',
        vehicle_color: 'white',
        vehicle_manufacture_date: '2020-03-15',
      },
    ]);
    expect(plates.plates[0]?.vehicle_image_id).toBeTruthy();
    await screenshots(page, 'lists-plates');

    // /lists shows both lists with their counts and priorities.
    await page.getByRole('link', { name: 'All lists' }).click();
    const faceTable = page.getByRole('table', { name: 'Face lists' });
    await faceTable.getByRole('row', { name: /Visitors.*High.*20/ }).waitFor();
    await page
      .getByRole('table', { name: 'Plate lists' })
      .getByRole('row', { name: /Fleet.*Medium.*1/ })
      .waitFor();
    expect(j.errors).toEqual([]);
  }, 400_000);

  it('a face added through its form refuses photos with no face or several faces; an unrecognised face of an event joins a list', async () => {
    const j = await journey.start();
    const { call, token } = client(j.server.url);
    const root = await token(ADMIN.username, ADMIN.password);
    const admin = await token(USERS.administrator.username, USERS.administrator.password);
    const me = await call<{ organization_id: number }>('GET', '/users/me', { token: admin });
    await licenseOrganization(call, { root, admin }, me.organization_id, { cameras: 10, fr: 10, faces: 50 });
    const list = await call<{ id: number }>('POST', '/facelists', { token: admin, json: { name: 'Staff', priority: 'low' } });

    const page = j.page;
    await page.goto('/login');
    await signIn(page, USERS.administrator.username, USERS.administrator.password);
    await page.waitForURL((u) => !u.pathname.startsWith('/login'));
    await page.goto(`/facelists/${list.id}`);
    await page.getByRole('heading', { name: 'Staff' }).waitFor();
    await page.getByRole('button', { name: 'Add face' }).click();
    const form = page.getByRole('dialog', { name: 'Add face' });
    const choose = form.getByLabel('Choose photos').first();

    // The server looks at each photo as it is chosen: a group photo and a blank one are refused.
    await choose.setInputFiles(group);
    await form.getByText('Refused: this photo shows several faces. Use a photo of one person.').waitFor({ timeout: 30_000 });
    await choose.setInputFiles(blank);
    await form.getByText('Refused: no face was found on this photo.').waitFor({ timeout: 30_000 });
    await form.getByLabel('Full name').fill('Gulnara Iskakova');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Add at least one photo with one face.').waitFor();
    await screenshots(page, 'lists-face-refusals');

    await choose.setInputFiles(photos[6] ?? '');
    await form.getByText('One face found').waitFor({ timeout: 30_000 });
    await form.getByLabel('Sex').selectOption('female');
    await form.getByLabel('Date of birth').fill('1990-05-17');
    await form.getByLabel('Document number').fill('ID-7788');
    await form.getByRole('button', { name: 'Add attribute' }).click();
    await form.getByLabel('Attribute 1 name').fill('badge');
    await form.getByLabel('Attribute 1 value').fill('B-12');
    await form.getByRole('button', { name: 'Create' }).click();
    await form.waitFor({ state: 'detached' });
    const grid = page.getByRole('list', { name: 'Faces' });
    await grid.getByText('Gulnara Iskakova').waitFor();
    const found = await call<{
      faces: { id: number; full_name: string; sex: string; birth_date: string; document_number: string; attributes: Json; images: unknown[] }[];
    }>('POST', '/faces/search', {
      token: admin,
      json: { query: { facelist_id: list.id } },
    });
    expect(found.faces).toMatchObject([
      { full_name: 'Gulnara Iskakova', sex: 'female', birth_date: '1990-05-17', document_number: 'ID-7788', attributes: { badge: 'B-12' } },
    ]);
    expect(found.faces[0]?.images).toHaveLength(1);

    // The face information modal opens from the address (faceId + facelistId) and closes with Escape.
    await page.goto(`/facelists/${list.id}#faceId=${found.faces[0]?.id ?? 0}&facelistId=${list.id}`);
    await page.reload();
    const info = page.getByRole('dialog', { name: 'Gulnara Iskakova' });
    await info.getByText('ID-7788').waitFor();
    await info.getByText('B-12').waitFor();
    // Edited from there: the form opens with the face as stored, and saves a changed document number.
    await info.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit face' });
    await expect.poll(() => edit.getByLabel('Full name').inputValue()).toBe('Gulnara Iskakova');
    expect(await edit.getByLabel('Document number').inputValue()).toBe('ID-7788');
    await edit.getByLabel('Document number').fill('ID-7789');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const edited = await call<{ faces: { document_number: string; images: unknown[] }[] }>('POST', '/faces/search', {
      token: admin,
      json: { query: { facelist_id: list.id } },
    });
    expect(edited.faces).toMatchObject([{ document_number: 'ID-7789' }]);
    expect(edited.faces[0]?.images).toHaveLength(1);
    if (await info.isVisible()) await page.keyboard.press('Escape');
    await info.waitFor({ state: 'detached' });

    // An fr event nobody was matched to: its card offers to add the face to a list.
    const cg = await capacitygroupFor(call, root, me.organization_id, 'Lists pool');
    const reg = await onlineEdge(call, root, cg.token, 'Edge L-1', 'L-1');
    const camera = await call<{ id: number }>('POST', '/cameras', {
      token: admin,
      json: {
        name: 'Lobby camera',
        source: { body: { protocol: 'rtsp', host: '10.0.0.7', port: 554, path: '/live', transport: 'tcp' } },
        video_modules: ['fr'],
        capacitygroup_token: cg.token,
      },
    });
    const ts = new Date().toISOString();
    const eventId = randomUUID();
    await call('POST', '/events/batch', {
      token: reg.credential,
      json: {
        events: [
          {
            event_id: eventId,
            event_type: 'fr',
            ts,
            stream_id: camera.id,
            snapshot_jpeg: readFileSync(photos[7] ?? '').toString('base64'),
            event: { reason: 'any', label: null, detection: null, trajectory: [], roi: null, line: null, attributes: {}, ts },
          },
        ],
      },
    });
    await page.goto('/events?view=grid');
    const card = page.locator(`article[data-event-id="${eventId}"]`);
    await card.waitFor();
    // The card opens the event's detail, which offers the unrecognised face the add-to-list action.
    await card.click();
    await page.getByTestId('event-detail').getByRole('button', { name: 'Add to a list' }).click();
    const add = page.getByRole('dialog', { name: 'Add the face to a list' });
    await add.getByRole('img', { name: 'Face seen by Lobby camera' }).waitFor();
    await add.getByLabel('Face list').selectOption(String(list.id));
    await add.getByLabel('Full name').fill('Hans Weber');
    await screenshots(page, 'lists-unrecognized');
    await add.getByRole('button', { name: 'Add to list' }).click();
    await add.waitFor({ state: 'detached', timeout: 30_000 });
    const after = await call<{ faces: { full_name: string; images: unknown[] }[] }>('POST', '/faces/search', {
      token: admin,
      json: { query: { facelist_id: list.id } },
    });
    expect(after.faces.map((f) => f.full_name).sort()).toEqual(['Gulnara Iskakova', 'Hans Weber']);
    expect(j.errors).toEqual([]);
  }, 300_000);
});
