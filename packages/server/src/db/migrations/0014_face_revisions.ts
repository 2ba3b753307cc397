import { sql, type Kysely } from 'kysely';

/**
 * A revision per organisation of its enrolled face photos, raised by a trigger on every change
 * to face_images. Event ingest keeps the photos' descriptors in memory per organisation and
 * reloads them only when the revision moved (one tiny read per batch instead of every photo),
 * so an enrolment or a deletion still counts for the very next event, on every API replica.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table face_image_revisions (
      organization_id integer primary key references organizations(id) on delete cascade,
      revision bigint not null
    );
    create function face_images_revise() returns trigger language plpgsql as $$
    begin
      insert into face_image_revisions as r (organization_id, revision)
      values (coalesce(new.organization_id, old.organization_id), 1)
      on conflict (organization_id) do update set revision = r.revision + 1;
      if tg_op = 'UPDATE' and new.organization_id <> old.organization_id then
        insert into face_image_revisions as r (organization_id, revision) values (old.organization_id, 1)
        on conflict (organization_id) do update set revision = r.revision + 1;
      end if;
      return null;
    end $$;
    create trigger face_images_revise after insert or update or delete on face_images
      for each row execute function face_images_revise();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger face_images_revise on face_images; drop function face_images_revise(); drop table face_image_revisions;`.execute(db);
}
