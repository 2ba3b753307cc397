import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEMO_LINE, ROLE, worktimeAlways, type VideoAnalytics, type VideoModule } from '@argus/contracts';
import type { AppContext } from './context';
import { LOCK_CLASS, serially } from './db/locks';
import { audit } from './lib/audit';
import { newInvitation } from './lib/machine';
import { hashPassword } from './lib/password';
import { randomPassword, randomToken, sha256 } from './lib/secrets';
import { checkAnalytics, checkStreaming } from './modules/cameras/analytics';
import { checkSource } from './modules/cameras/source';
import { adoptDemoGroup, createDemoGroup, demoGroupId } from './modules/groups/demo';
import { issueDemoLicense } from './modules/licenses/demo';

export interface CreatedAccount {
  username: string;
  /** Present only when the password was generated here and must be shown once. */
  password: string | null;
  organization: string | null;
  /** For a demo organisation: whether it got a trial licence. */
  licensed?: boolean;
}

/** On an empty database: the platform superuser, from the environment or with a generated password. */
export async function ensureSuperuser(ctx: AppContext): Promise<CreatedAccount | null> {
  const any = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const generated = ctx.config.adminPassword === null;
  const password = ctx.config.adminPassword ?? randomPassword();
  const now = ctx.clock();
  await ctx.db
    .insertInto('users')
    .values({
      username: ctx.config.adminUsername,
      password_hash: await hashPassword(password),
      is_superuser: true,
      first_name: 'Platform',
      last_name: 'Administrator',
      attributes: '{}',
      settings: '{}',
      password_updated_at: now,
      // A generated password was only ever shown on a console; it need not be changed at once.
      password_initially_changed: true,
    })
    .execute();
  return { username: ctx.config.adminUsername, password: generated ? password : null, organization: null };
}

/** On a database with no organisation: a demo organisation and its administrator, for a first look. */
export async function ensureDemo(ctx: AppContext): Promise<CreatedAccount | null> {
  const any = await ctx.db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (any) return null;
  const password = randomPassword();
  const now = ctx.clock();
  const licensed = await ctx.db.transaction().execute(async (tx) => {
    const org = await tx
      .insertInto('organizations')
      .values({ name: 'Demo', description: 'Demonstration organisation created on first start' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await tx
      .insertInto('users')
      .values({
        organization_id: org.id,
        username: 'demo',
        email: 'demo@argus.local',
        first_name: 'Demo',
        last_name: 'Administrator',
        role_id: ROLE.administrator,
        password_hash: await hashPassword(password),
        attributes: '{}',
        settings: '{}',
        password_updated_at: now,
        password_initially_changed: true,
      })
      .execute();
    // The demo's camera and watch list go in this group: an operator put in it sees the demo.
    await createDemoGroup(tx, org.id, now);
    return issueDemoLicense(ctx, tx, org.id);
  });
  return { username: 'demo', password, organization: 'Demo', licensed };
}

/** Where the local media process is, for the demo's stream-server record and camera. */
export interface DemoMediaOptions {
  /** Base URL browsers play from (the stream server's public_url). */
  publicUrl: string;
  /** Base URL the API and edges reach it at. */
  internalUrl: string;
  /** The media process's own RTMP ingest port the demo scene is pushed into. */
  rtmpPort: number;
  /** Where the one-time invitation is written for the media process (ARGUS_MEDIA_INVITATION_FILE). */
  invitationFile: string;
  /** Where the local edge's one-time invitation is written (ARGUS_EDGE_INVITATION_FILE); no edge record without it. */
  edgeInvitationFile?: string;
}

export interface CreatedDemoMedia {
  capacitygroupToken: string;
  organizationId: number;
  streamserverId: number;
  cameraId: number;
  invitationFile: string;
  /** The local edge's record, when edgeInvitationFile was given. */
  edgeId: number | null;
}

/** ARGUS_DEMO_MEDIA_URL, ARGUS_DEMO_MEDIA_INTERNAL_URL, ARGUS_MEDIA_DEMO_RTMP_PORT (the start script sets them for both processes). */
export function demoMediaOptions(dataDir: string, env: Record<string, string | undefined> = process.env): DemoMediaOptions {
  const port = Number(env.ARGUS_MEDIA_PORT || 8090);
  return {
    publicUrl: env.ARGUS_DEMO_MEDIA_URL || `http://localhost:${port}`,
    internalUrl: env.ARGUS_DEMO_MEDIA_INTERNAL_URL || `http://127.0.0.1:${port}`,
    rtmpPort: Number(env.ARGUS_MEDIA_DEMO_RTMP_PORT || 19350),
    invitationFile: join(dataDir, 'media', 'invitation'),
    edgeInvitationFile: join(dataDir, 'edge', 'invitation'),
  };
}

/**
 * With the demo on, once (while the Demo organisation has no camera and no capacity group serves
 * it): a capacity group serving it, a stream-server record for the local media process (its
 * invitation written to a file, mode 0600, for the start script to hand over), and the demo
 * camera, whose source is the media's own RTMP ingest where its generator pushes the demo scene.
 * With edgeInvitationFile, also an edge record for the local edge process (invitation in that
 * file) and the demo camera with tampering (tp), faces (fr) and situation analytics (sa: people
 * crossing DEMO_LINE, down the middle) on, so its events reach the console.
 * Every creation is audited as the system's. The scheduler assigns the camera once the media
 * process registers and heartbeats.
 */
export async function ensureDemoMedia(ctx: AppContext, o: DemoMediaOptions): Promise<CreatedDemoMedia | null> {
  const org = await ctx.db.selectFrom('organizations').select('id').where('name', '=', 'Demo').orderBy('id').executeTakeFirst();
  if (!org) return null;
  const served = await ctx.db.selectFrom('capacitygroup_organizations').select('capacitygroup_token').where('organization_id', '=', org.id).executeTakeFirst();
  const camera = await ctx.db.selectFrom('cameras').select('id').where('organization_id', '=', org.id).executeTakeFirst();
  if (served || camera) return null;
  const now = ctx.clock();
  const meta = { ip: null, userAgent: 'bootstrap' };
  const groupId = await demoGroupId(ctx.db, org.id);
  const token = randomToken(12);
  const invitation = newInvitation();
  const edgeInvitation = o.edgeInvitationFile ? newInvitation() : null;
  const modules: VideoModule[] = edgeInvitation ? ['tp', 'fr', 'sa'] : [];
  // tp and fr with their defaults; sa with the demo's line (without ROIs or lines sa reports nothing)
  const analytics: VideoAnalytics | undefined = edgeInvitation
    ? { version: 0, modules: { sa: { worktime: worktimeAlways(), config: { min_detection_size: 0, roi: [], lines: [DEMO_LINE] } } } }
    : undefined;
  const source = checkSource({ body: { protocol: 'rtmp', host: '127.0.0.1', port: o.rtmpPort, path: '/live/demo', transport: 'tcp' } });
  const created = await ctx.db.transaction().execute(async (tx) => {
    const system = (actionType: string, objectType: string, objectId: string | number, after: Record<string, unknown>) =>
      audit(tx, { organizationId: objectType === 'camera' ? org.id : null, userId: null, actionType, objectType, objectId, after, at: now, meta });
    await tx
      .insertInto('capacitygroups')
      .values({ token, name: 'Demo', capacity: 4, rpc_auth_secret_hash: sha256(randomToken()), ticket_secret: randomToken(), created_at: now, updated_at: now })
      .execute();
    await tx.insertInto('capacitygroup_organizations').values({ capacitygroup_token: token, organization_id: org.id }).execute();
    await system('capacitygroup_create', 'capacitygroup', token, { name: 'Demo', capacity: 4, organization_ids: [org.id] });
    const server = await tx
      .insertInto('streamservers')
      .values({
        name: 'Local media',
        public_url: o.publicUrl,
        internal_url: o.internalUrl,
        capacitygroup_token: token,
        capacity: 0,
        invitation_hash: invitation.hash,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await system('streamserver_create', 'streamserver', server.id, {
      name: 'Local media',
      public_url: o.publicUrl,
      internal_url: o.internalUrl,
      capacitygroup_token: token,
    });
    let edgeId: number | null = null;
    if (edgeInvitation) {
      const edge = await tx
        .insertInto('edges')
        .values({
          name: 'Local edge',
          serial_number: 'local-edge',
          capacitygroup_token: token,
          organization_id: null,
          streamserver_id: server.id,
          invitation_hash: edgeInvitation.hash,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      edgeId = edge.id;
      await system('edge_create', 'edge', edge.id, { name: 'Local edge', serial_number: 'local-edge', capacitygroup_token: token, streamserver_id: server.id });
    }
    const cam = await tx
      .insertInto('cameras')
      .values({
        organization_id: org.id,
        group_id: groupId,
        name: 'Demo camera',
        source: JSON.stringify(source.body),
        source_url: source.url,
        scheduler_tags: '[]',
        capacitygroup_token: token,
        video_modules: JSON.stringify(modules),
        video_analytics: JSON.stringify(checkAnalytics(modules, analytics, null, ctx.config.public)),
        video_streaming: JSON.stringify(checkStreaming(undefined, null, ctx.config.public)),
        state: 'inactive',
        state_reason: 'scheduler_action',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await system('camera_create', 'camera', cam.id, { name: 'Demo camera', group_id: groupId, source: { url: source.url } });
    return { streamserverId: server.id, cameraId: cam.id, edgeId };
  });
  mkdirSync(dirname(o.invitationFile), { recursive: true });
  writeFileSync(o.invitationFile, `${invitation.value}\n`, { mode: 0o600 });
  if (edgeInvitation && o.edgeInvitationFile) {
    mkdirSync(dirname(o.edgeInvitationFile), { recursive: true });
    writeFileSync(o.edgeInvitationFile, `${edgeInvitation.value}\n`, { mode: 0o600 });
  }
  return { capacitygroupToken: token, organizationId: org.id, ...created, invitationFile: o.invitationFile };
}

/** A data directory from before the demo had a group gets it once (see adoptDemoGroup). */
async function adoptExistingDemo(ctx: AppContext): Promise<void> {
  const org = await ctx.db.selectFrom('organizations').select('id').where('name', '=', 'Demo').orderBy('id').executeTakeFirst();
  if (org) await adoptDemoGroup(ctx, org.id);
}

export interface FirstStart {
  /** The accounts created now (their generated passwords are shown once). */
  accounts: (CreatedAccount | null)[];
  /** The demo organisation whose demo records were created now (its watch list is enrolled next), or null. */
  demoOrganizationId: number | null;
  demoMedia: CreatedDemoMedia | null;
}

/**
 * What a start creates on an empty database: the superuser, and with the demo on, the demo
 * organisation and (`withMedia`: a start script runs the media process beside us) its media
 * records. Servers starting together on one PostgreSQL take turns here (an advisory lock), so one
 * creates and the others find it made instead of failing on a unique key.
 */
export function firstStart(ctx: AppContext, withMedia: boolean): Promise<FirstStart> {
  return serially(ctx.db, ctx.database, LOCK_CLASS.firstStart, 0, async () => {
    const accounts = [await ensureSuperuser(ctx), ctx.config.demo ? await ensureDemo(ctx) : null];
    if (ctx.config.demo) await adoptExistingDemo(ctx);
    const demoMedia = ctx.config.demo && withMedia ? await ensureDemoMedia(ctx, demoMediaOptions(ctx.config.dataDir)) : null;
    return { accounts, demoOrganizationId: demoMedia?.organizationId ?? null, demoMedia };
  });
}
