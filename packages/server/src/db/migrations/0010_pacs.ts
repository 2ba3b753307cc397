import { sql, type Kysely } from 'kysely';

/**
 * Access-control systems (pacs): Hikvision or Dahua terminals and barriers, the face and plate
 * lists linked to them, and the durable sync queue.
 *
 * pacs_persons / pacs_vehicles hold one row per face (plate) that should be on (or be removed
 * from) a device: `op` says which ('upsert' or 'delete'), `status` how far the sync went
 * (pending, synced, failed) and `error` the device's last answer. The rows are the queue: the
 * worker (modules/pacses/worker.ts) picks every pending row whose next_attempt_at passed, so a
 * restart loses nothing. face_id / plate_id carry no foreign key on purpose: a deleted face's row
 * must outlive it until the device has forgotten the person.
 *
 * Changes of faces, their photos and plates reach the queue through triggers, in the same
 * transaction as the change, whatever code path made it (single edits, bulk enrolment, list
 * deletion cascades). `version` grows with every change so the worker never marks a row synced
 * with data older than the row's. A null next_attempt_at means due now.
 *
 * A deleted system is only marked (deleted_at) and its rows turned into removals; the worker drops
 * it once the device has forgotten everything (or the removals have failed for good), so deleting
 * a door in Argus does not leave its people with access.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pacses (
      id serial primary key,
      organization_id integer not null references organizations(id) on delete cascade,
      name text not null,
      vendor text not null check (vendor in ('hikvision', 'dahua')),
      kind text not null check (kind in ('person', 'vehicle')),
      host text not null,
      port integer not null,
      username text not null,
      password text not null,
      channel integer not null default 1,
      version text,
      capacitygroup_token text,
      place_id integer references places(id) on delete set null,
      -- Deleted by a user but still removing its persons and vehicles from the device (hidden from the API).
      deleted_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index pacses_organization_idx on pacses (organization_id, id);

    create table pacs_facelists (
      pacs_id integer not null references pacses(id) on delete cascade,
      facelist_id integer not null references facelists(id) on delete cascade,
      primary key (pacs_id, facelist_id)
    );
    create index pacs_facelists_facelist_idx on pacs_facelists (facelist_id);

    create table pacs_platelists (
      pacs_id integer not null references pacses(id) on delete cascade,
      platelist_id integer not null references platelists(id) on delete cascade,
      primary key (pacs_id, platelist_id)
    );
    create index pacs_platelists_platelist_idx on pacs_platelists (platelist_id);

    create table pacs_persons (
      id serial primary key,
      pacs_id integer not null references pacses(id) on delete cascade,
      face_id integer not null,
      face_name text not null,
      faceimage_id integer,
      photo_file text,
      manual boolean not null default false,
      op text not null default 'upsert' check (op in ('upsert', 'delete')),
      status text not null default 'pending' check (status in ('pending', 'synced', 'failed')),
      error text,
      on_device boolean not null default false,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      version integer not null default 1,
      synced_at timestamptz,
      updated_at timestamptz not null default now(),
      unique (pacs_id, face_id)
    );
    create index pacs_persons_face_idx on pacs_persons (face_id);
    create index pacs_persons_due_idx on pacs_persons (status, next_attempt_at);

    create table pacs_vehicles (
      id serial primary key,
      pacs_id integer not null references pacses(id) on delete cascade,
      plate_id integer not null,
      number text not null,
      manual boolean not null default false,
      op text not null default 'upsert' check (op in ('upsert', 'delete')),
      status text not null default 'pending' check (status in ('pending', 'synced', 'failed')),
      error text,
      on_device boolean not null default false,
      record_no text,
      attempts integer not null default 0,
      next_attempt_at timestamptz,
      version integer not null default 1,
      synced_at timestamptz,
      updated_at timestamptz not null default now(),
      unique (pacs_id, plate_id)
    );
    create index pacs_vehicles_plate_idx on pacs_vehicles (plate_id);
    create index pacs_vehicles_due_idx on pacs_vehicles (status, next_attempt_at);
  `.execute(db);

  await sql`
    create function pacs_face_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update pacs_persons set op = 'delete', status = 'pending', error = null, attempts = 0,
          next_attempt_at = null, version = version + 1, updated_at = now()
          where face_id = old.id;
        return old;
      end if;
      if tg_op = 'UPDATE' then
        -- Moved to another list: the old list's systems forget the person (manual links stay).
        if new.facelist_id <> old.facelist_id then
          update pacs_persons set op = 'delete', status = 'pending', error = null, attempts = 0,
            next_attempt_at = null, version = version + 1, updated_at = now()
            where face_id = new.id and not manual and op = 'upsert'
              and pacs_id not in (select pacs_id from pacs_facelists where facelist_id = new.facelist_id);
        end if;
        update pacs_persons set face_name = new.full_name, status = 'pending', error = null, attempts = 0,
          next_attempt_at = null, version = version + 1, updated_at = now()
          where face_id = new.id and op = 'upsert';
      end if;
      insert into pacs_persons (pacs_id, face_id, face_name)
        select pf.pacs_id, new.id, new.full_name from pacs_facelists pf where pf.facelist_id = new.facelist_id
        on conflict (pacs_id, face_id) do update set face_name = excluded.face_name, op = 'upsert', status = 'pending',
          error = null, attempts = 0, next_attempt_at = null, version = pacs_persons.version + 1, updated_at = now();
      return new;
    end
    $$;
    create trigger faces_pacs_sync after insert or update or delete on faces
      for each row execute function pacs_face_changed();

    create function pacs_face_image_changed() returns trigger language plpgsql as $$
    declare
      changed integer;
    begin
      changed := coalesce(new.face_id, old.face_id);
      if tg_op = 'DELETE' then
        update pacs_persons set faceimage_id = null where face_id = changed and faceimage_id = old.id;
      end if;
      update pacs_persons set status = 'pending', error = null, attempts = 0, next_attempt_at = null,
        version = version + 1, updated_at = now()
        where face_id = changed and op = 'upsert';
      return null;
    end
    $$;
    create trigger face_images_pacs_sync after insert or delete on face_images
      for each row execute function pacs_face_image_changed();

    create function pacs_plate_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        update pacs_vehicles set op = 'delete', status = 'pending', error = null, attempts = 0,
          next_attempt_at = null, version = version + 1, updated_at = now()
          where plate_id = old.id;
        return old;
      end if;
      if tg_op = 'UPDATE' then
        if new.platelist_id <> old.platelist_id then
          update pacs_vehicles set op = 'delete', status = 'pending', error = null, attempts = 0,
            next_attempt_at = null, version = version + 1, updated_at = now()
            where plate_id = new.id and not manual and op = 'upsert'
              and pacs_id not in (select pacs_id from pacs_platelists where platelist_id = new.platelist_id);
        end if;
        update pacs_vehicles set number = new.number, status = 'pending', error = null, attempts = 0,
          next_attempt_at = null, version = version + 1, updated_at = now()
          where plate_id = new.id and op = 'upsert';
      end if;
      insert into pacs_vehicles (pacs_id, plate_id, number)
        select pp.pacs_id, new.id, new.number from pacs_platelists pp where pp.platelist_id = new.platelist_id
        on conflict (pacs_id, plate_id) do update set number = excluded.number, op = 'upsert', status = 'pending',
          error = null, attempts = 0, next_attempt_at = null, version = pacs_vehicles.version + 1, updated_at = now();
      return new;
    end
    $$;
    create trigger plates_pacs_sync after insert or update or delete on plates
      for each row execute function pacs_plate_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger plates_pacs_sync on plates;
    drop trigger face_images_pacs_sync on face_images;
    drop trigger faces_pacs_sync on faces;
    drop function pacs_plate_changed();
    drop function pacs_face_image_changed();
    drop function pacs_face_changed();
    drop table pacs_vehicles; drop table pacs_persons; drop table pacs_platelists; drop table pacs_facelists; drop table pacses;
  `.execute(db);
}
