/**
 * Every environment variable the processes read, in one list: the README's configuration table is
 * generated from it (`npm run env:table`), and a test fails when code reads a variable that is not
 * here, or when the README's table is not what this list renders.
 * `process`: which program reads it (api, media, edge, start: `npm start`, tests).
 */
export interface EnvironmentVariable {
  name: string;
  process: ('api' | 'media' | 'edge' | 'start' | 'tests')[];
  default: string;
  meaning: string;
}

export const ENVIRONMENT: readonly EnvironmentVariable[] = [
  // The API server.
  { name: 'PORT', process: ['api', 'start'], default: '`8080`', meaning: "the API's listen port" },
  { name: 'HOST', process: ['api'], default: '`0.0.0.0`', meaning: "the API's listen address" },
  {
    name: 'ARGUS_DATA_DIR',
    process: ['api', 'media', 'start'],
    default: '`./data`',
    meaning: "embedded database and files (the media service's default data dir is `<ARGUS_DATA_DIR>/media`)",
  },
  { name: 'DATABASE_URL', process: ['api'], default: '—', meaning: 'use this PostgreSQL instead of the embedded database' },
  { name: 'ARGUS_ADMIN_USERNAME', process: ['api'], default: '`admin`', meaning: 'the superuser created on first start' },
  { name: 'ARGUS_ADMIN_PASSWORD', process: ['api'], default: 'generated', meaning: 'the password of that superuser' },
  {
    name: 'ARGUS_DEMO',
    process: ['api', 'start'],
    default: '`false` (`true` under `npm start`)',
    meaning: 'create the demo organisation on an empty database',
  },
  {
    name: 'ARGUS_DEMO_MEDIA',
    process: ['api'],
    default: '`true`',
    meaning: 'with the demo: also create the demo camera and the local stream-server record (`false` when no media process runs beside the API)',
  },
  {
    name: 'ARGUS_DEMO_MEDIA_URL',
    process: ['api', 'start'],
    default: '`http://localhost:<ARGUS_MEDIA_PORT>`',
    meaning: 'public URL of the demo stream server record',
  },
  {
    name: 'ARGUS_DEMO_MEDIA_INTERNAL_URL',
    process: ['api', 'start'],
    default: '`http://127.0.0.1:<ARGUS_MEDIA_PORT>`',
    meaning: 'internal URL of the demo stream server record',
  },
  {
    name: 'ARGUS_DEMO_WATCHLIST_ORGANIZATION',
    process: ['api'],
    default: 'set by the API itself',
    meaning: 'internal: given by the primary of `ARGUS_API_PROCESSES` to the process that enrols the demo watch list; not to be set by hand',
  },
  { name: 'ARGUS_ACCESS_TOKEN_TTL', process: ['api'], default: '`1800`', meaning: 'access-token lifetime, seconds' },
  { name: 'ARGUS_REFRESH_TOKEN_TTL', process: ['api'], default: '`2592000`', meaning: 'refresh-token lifetime, seconds (rotated on every use)' },
  {
    name: 'ARGUS_LOGIN_MAX_FAILURES',
    process: ['api'],
    default: '`5`',
    meaning: 'failed sign-ins of one client (address or device cookie) within the window after which it waits; see Security',
  },
  { name: 'ARGUS_LOGIN_WINDOW', process: ['api'], default: '`900`', meaning: 'that window, seconds' },
  { name: 'ARGUS_LOGIN_BLOCK', process: ['api'], default: '`300`', meaning: 'the first wait, seconds, doubling per further failure' },
  {
    name: 'ARGUS_LOGIN_HOURLY_CAP',
    process: ['api'],
    default: '`100`',
    meaning: 'failed sign-ins per account per hour from untrusted clients, always enforced (at most 100)',
  },
  {
    name: 'ARGUS_LOGIN_ADDRESS_MAX_FAILURES',
    process: ['api'],
    default: '`50`',
    meaning: 'failed sign-ins from one address, on any accounts, within the window before it waits',
  },
  { name: 'ARGUS_PASSWORD_MAX_AGE_DAYS', process: ['api'], default: '`0` (never)', meaning: 'passwords older than this are reported expired' },
  { name: 'ARGUS_BODY_LIMIT_BYTES', process: ['api'], default: '`1048576`', meaning: 'largest request body' },
  { name: 'ARGUS_WEB_DIST', process: ['api'], default: '`packages/web/dist`', meaning: 'the built console to serve at `/`' },
  { name: 'ARGUS_AGREEMENTS_DIR', process: ['api'], default: '—', meaning: 'files served at `/agreements/` (licence agreement texts)' },
  { name: 'ARGUS_TRUST_PROXY', process: ['api'], default: '`false`', meaning: 'take the client address from `X-Forwarded-For`' },
  {
    name: 'ARGUS_REVOCATION_VIEW',
    process: ['api'],
    default: '`true`',
    meaning:
      "hold verified access tokens in memory, kept current by database notifications (`false`: check every request's token in the database); see Token checks",
  },
  {
    name: 'ARGUS_SENTRY_DSN',
    process: ['api'],
    default: '—',
    meaning:
      'with `ARGUS_ENABLE_SENTRY=true`: where the API and the console send error reports (a Sentry-compatible DSN: self-hosted Sentry, GlitchTip); served to the console as `sentry_dsn`',
  },
  {
    name: 'ARGUS_AUTH_FEED_DELAY_MS',
    process: ['api', 'tests'],
    default: '`0`',
    meaning:
      "tests: the live hub's held users hear each change of a user or group this long after the auth feed got it, as on a lagging replica (pushes must not depend on it)",
  },
  {
    name: 'ARGUS_CHECK_ANSWERS',
    process: ['api', 'tests'],
    default: '`false`',
    meaning: "tests: check every JSON answer against its route's schema and record mismatches (http/conformance.ts)",
  },
  {
    name: 'ARGUS_LAZY_SCHEMAS',
    process: ['api', 'tests'],
    default: '`false`',
    meaning:
      "tests: compile each route's validators and answer serialisers on the route's first request instead of at start (a test's server uses few of its 250 routes; start-up is 2–3 times quicker)",
  },
  {
    name: 'ARGUS_DB_CACHE_MB',
    process: ['api'],
    default: 'a sixteenth of the memory, 128–1024',
    meaning:
      "the embedded database's page cache, taken from memory at start; face search over a large week of faces is about three times faster when its index fits (~750 MB at 1,000,000 faces)",
  },
  {
    name: 'ARGUS_API_PROCESSES',
    process: ['api'],
    default: '`1`',
    meaning: 'with PostgreSQL: serve the API from this many processes on one port; each is a replica of the others, a process that dies is replaced',
  },
  {
    name: 'ARGUS_WORKERS',
    process: ['api'],
    default: '`all`',
    meaning:
      'the background workers this process runs: `all`, `none` (a replica that only serves requests) or a comma list of `scheduler`, `maintenance`, `face-indexer`, `subscriptions`, `webhooks`, `pacs`, `mqtt`; see Background workers',
  },
  {
    name: 'ARGUS_FACE_INDEXER',
    process: ['api'],
    default: '`true`',
    meaning:
      'this process keeps its face search graph (a thread of its own, fed with the stored face descriptors in batches) and the `face-indexer` worker may run here (it moves stored descriptors into the face table and saves the graph under the data dir); faces are searchable at once either way; see Face search index',
  },
  {
    name: 'ARGUS_FACE_BACKLOG_LIMIT',
    process: ['api'],
    default: '`10000`',
    meaning:
      "the most face descriptors not yet in a process's face search graph; past it, events with a descriptor are left to their edge (which sends them again when the Retry-After of the answer says) while events without one are stored",
  },
  {
    name: 'ARGUS_LICENSE_PUBLIC_KEY',
    process: ['api'],
    default: 'generated under `<ARGUS_DATA_DIR>/license/`',
    meaning:
      "the licence supplier's Ed25519 public key (PEM text or a file path): verifies uploaded licences; without one the installation is its own supplier. Supplier tool: `npm run license -- keygen`, `issue`, `verify`",
  },
  {
    name: 'ARGUS_LICENSE_PRIVATE_KEY',
    process: ['api'],
    default: '—',
    meaning: "the supplier's private key (optional): lets the superuser issue licences in the console",
  },
  { name: 'ARGUS_HEARTBEAT_INTERVAL', process: ['api'], default: '`5`', meaning: 'seconds between the heartbeats of edges and media services' },
  {
    name: 'ARGUS_HEARTBEAT_TIMEOUT',
    process: ['api'],
    default: 'three intervals (`15`)',
    meaning: 'seconds of silence after which an edge or media service is offline',
  },
  {
    name: 'ARGUS_SCHEDULER_INTERVAL',
    process: ['api'],
    default: '`15`',
    meaning: 'seconds between scheduler passes; `0` turns off the timer and the per-second check for lost machines',
  },
  { name: 'ARGUS_VERIFY_TIMEOUT', process: ['api'], default: '`10`', meaning: 'seconds a stream check (ffprobe of a camera source) may take' },
  { name: 'ARGUS_ONVIF_TIMEOUT_MS', process: ['api'], default: '`5000`', meaning: 'how long one ONVIF device call may take' },
  { name: 'ARGUS_PACS_POLL_MS', process: ['api'], default: '`2000`', meaning: 'how often the PACS worker looks for work' },
  { name: 'ARGUS_PACS_TIMEOUT_MS', process: ['api'], default: '`10000`', meaning: 'how long one access-control device call may take' },
  {
    name: 'ARGUS_MQTT_URL',
    process: ['api'],
    default: '—',
    meaning: 'sensor readings from this MQTT broker (`mqtt://host:1883`); the `mqtt` worker runs only with it',
  },
  { name: 'ARGUS_MQTT_TOPIC_PREFIX', process: ['api'], default: '`argus`', meaning: 'the topics read' },
  { name: 'ARGUS_MQTT_USERNAME', process: ['api'], default: '—', meaning: "the broker's user" },
  { name: 'ARGUS_MQTT_PASSWORD', process: ['api'], default: '—', meaning: "the broker's password" },
  {
    name: 'ARGUS_OUTBOUND_ALLOW_CIDRS',
    process: ['api', 'media'],
    default: '—',
    meaning: 'ranges outbound connections (webhooks, cameras, devices) may reach beyond the defaults; see Security',
  },
  { name: 'ARGUS_WEBHOOK_ALLOW_PRIVATE', process: ['api'], default: '`false`', meaning: 'webhooks may reach loopback and private networks' },
  { name: 'ARGUS_WEBHOOK_POLL_MS', process: ['api'], default: '`1000`', meaning: 'how often the webhook worker looks for due deliveries' },
  {
    name: 'ARGUS_IMAGE_MAX_MEGAPIXELS',
    process: ['api'],
    default: 'per kind, see Security',
    meaning: 'JSON of upload kind to megapixels: the largest image, judged from its header',
  },
  { name: 'ARGUS_IMAGE_DECODE_CONCURRENCY', process: ['api'], default: '`2`', meaning: 'image decodes at once' },
  { name: 'ARGUS_IMAGE_DECODE_QUEUE', process: ['api'], default: '`32`', meaning: 'image decodes waiting' },
  {
    name: 'ARGUS_FACE_WORKERS',
    process: ['api'],
    default: 'the cores but one (1 to 4)',
    meaning: 'worker threads that find and describe faces (uploads/meta, enrolment); each holds the face models',
  },
  {
    name: 'ARGUS_FACE_FAST_PASS',
    process: ['api'],
    default: '`false`',
    meaning:
      'look for the face of a portrait with the Tiny Face Detector first (SSD MobileNet only when it finds no large, confident face); off until its recall is shown not lower than the SSD path\'s (vision README, "Fast path")',
  },
  { name: 'ARGUS_RATE_LIMIT_PER_MINUTE', process: ['api'], default: '`1200`', meaning: 'requests per minute per access token (`0`: off); see Security' },
  { name: 'ARGUS_RATE_LIMIT_PER_ADDRESS', process: ['api'], default: '`2400`', meaning: 'requests per minute per client address' },
  { name: 'ARGUS_RATE_LIMIT_PER_MACHINE', process: ['api'], default: '`12000`', meaning: 'requests per minute per machine credential (edges, media services)' },
  {
    name: 'ARGUS_ENABLE_METRICS',
    process: ['api', 'media', 'edge', 'start'],
    default: '`false` (`true` under `npm start`)',
    meaning: "the spec's `enable_metrics` (also in `/config.json`): every process serves Prometheus figures at `GET /metrics`; see Metrics",
  },
  {
    name: 'ARGUS_METRICS_TOKEN',
    process: ['api', 'media', 'edge'],
    default: '—',
    meaning: 'a scraper on another machine sends `Authorization: Bearer <token>`; without it only this machine may read `/metrics`',
  },
  {
    name: 'LOG_LEVEL',
    process: ['api', 'media', 'edge', 'start'],
    default: '`info` (API: `warn` under `npm start`)',
    meaning: 'JSON logs (pino); tokens, passwords and the user info of URLs are redacted',
  },
  // The media service.
  {
    name: 'ARGUS_API_URL',
    process: ['media', 'edge', 'start'],
    default: 'media: — (standalone); edge: required',
    meaning: "the API's base URL (`http://host:8080`)",
  },
  { name: 'ARGUS_MEDIA_PORT', process: ['media', 'api', 'start'], default: '`8090`', meaning: "the media service's listen port" },
  { name: 'ARGUS_MEDIA_HOST', process: ['media'], default: '`0.0.0.0`', meaning: "the media service's listen address" },
  { name: 'ARGUS_MEDIA_DATA_DIR', process: ['media', 'start'], default: '`<ARGUS_DATA_DIR>/media`', meaning: 'recordings and the segment index' },
  { name: 'ARGUS_MEDIA_INVITATION', process: ['media'], default: '—', meaning: "the one-time invitation of this stream server's record (first start only)" },
  { name: 'ARGUS_MEDIA_INVITATION_FILE', process: ['media', 'start'], default: '—', meaning: 'a file holding that invitation' },
  { name: 'ARGUS_MEDIA_HOSTNAME', process: ['media'], default: "the machine's name", meaning: 'the name reported to the API' },
  { name: 'ARGUS_MEDIA_POLL_MS', process: ['media'], default: '`3000`', meaning: 'how often the assigned cameras and the ticket secret are read' },
  {
    name: 'ARGUS_MEDIA_INGEST_PORTS',
    process: ['media', 'api', 'start'],
    default: 'the demo RTMP port',
    meaning: 'comma-separated RTMP ports for pushed cameras (which cameras may name on loopback)',
  },
  { name: 'ARGUS_MEDIA_CAMERAS', process: ['media'], default: '—', meaning: 'standalone (no API): a JSON array of streams, or the path of a file holding one' },
  { name: 'ARGUS_MEDIA_DEMO', process: ['media', 'start'], default: 'on when no cameras are given', meaning: 'run the generated demo camera' },
  { name: 'ARGUS_MEDIA_DEMO_RTMP_PORT', process: ['media', 'api', 'start'], default: '`19350`', meaning: "the demo camera's RTMP ingest port" },
  { name: 'ARGUS_MEDIA_DEMO_WIDTH', process: ['media'], default: '`1280`', meaning: "the demo scene's width" },
  { name: 'ARGUS_MEDIA_DEMO_HEIGHT', process: ['media'], default: '`720`', meaning: "the demo scene's height" },
  {
    name: 'ARGUS_MEDIA_MIN_FREE_MB',
    process: ['media'],
    default: '`1024`',
    meaning:
      'free space kept on the media volume: below it the oldest archive is deleted early; when nothing more can be deleted, recording stops (live goes on) until space is freed',
  },
  { name: 'ARGUS_VIDEOARCHIVE_DEPTH', process: ['media', 'api'], default: '`30`', meaning: 'days of recordings kept (also the public `videoarchive_depth`)' },
  {
    name: 'FFMPEG_PATH',
    process: ['media', 'edge'],
    default: "`/usr/bin/ffmpeg` (Debian's package), else `ffmpeg` on `PATH`",
    meaning: 'the ffmpeg binary; 4.3 or later (a build of 2020 or later), checked at start',
  },
  { name: 'FFPROBE_PATH', process: ['media', 'edge', 'api'], default: 'beside ffmpeg, else on `PATH`', meaning: 'the ffprobe binary (stream checks)' },
  { name: 'PATH', process: ['media', 'edge'], default: "the system's", meaning: 'searched for ffmpeg and ffprobe when `/usr/bin` has none' },
  // The edge.
  { name: 'ARGUS_EDGE_INVITATION', process: ['edge'], default: '—', meaning: "the one-time invitation of this edge's record (first start only)" },
  { name: 'ARGUS_EDGE_INVITATION_FILE', process: ['edge', 'start'], default: '—', meaning: 'a file holding that invitation' },
  { name: 'ARGUS_EDGE_DATA_DIR', process: ['edge', 'start'], default: '`./data/edge`', meaning: 'registration and the event spool' },
  { name: 'ARGUS_EDGE_POLL_MS', process: ['edge'], default: '`3000`', meaning: 'how often the assigned cameras are read' },
  { name: 'ARGUS_EDGE_FPS', process: ['edge'], default: '`1`', meaning: 'frames analysed per second per camera' },
  {
    name: 'ARGUS_EDGE_FRAME_WIDTH',
    process: ['edge', 'start'],
    default: '`640` (`960` under `npm start`)',
    meaning: 'frames are scaled to this width before analysis',
  },
  {
    name: 'ARGUS_EDGE_FR_FAST',
    process: ['edge'],
    default: '`true`',
    meaning:
      'fr looks for faces only where the frame changed (and around tracked faces) with the Tiny Face Detector, and describes each track once on its best frames; `false`: SSD MobileNet on every whole frame (edge README)',
  },
  {
    name: 'ARGUS_EDGE_CAP',
    process: ['edge'],
    default: 'twice the CPU cores',
    meaning: 'analytics module slots reported to the API (one per enabled module of each camera)',
  },
  { name: 'ARGUS_EDGE_HOSTNAME', process: ['edge'], default: "the machine's name", meaning: 'the name reported to the API' },
  { name: 'ARGUS_EDGE_PORT', process: ['edge', 'start'], default: '`8091`', meaning: "the edge's `GET /healthz` and `GET /metrics` (`off`: no server)" },
  { name: 'ARGUS_EDGE_HOST', process: ['edge'], default: '`127.0.0.1`', meaning: 'their listen address' },
  // npm start and the tests.
  { name: 'ARGUS_SKIP_BUILD', process: ['start'], default: '`false`', meaning: '`true`: `npm start` does not build the console first' },
  {
    name: 'TEST_DATABASE_URL',
    process: ['tests'],
    default: '—',
    meaning: 'a PostgreSQL the tests may create databases from: the suites also run on PostgreSQL',
  },
  { name: 'CHROMIUM_PATH', process: ['tests'], default: "Debian's `chromium`", meaning: 'the browser of the end-to-end journeys' },
];

/** `ARGUS_<FIELD>` for any field of /config.json (the public configuration), typed by its default. */
export const PUBLIC_CONFIG_VARIABLE = {
  name: 'ARGUS_<FIELD>',
  process: ['api'],
  default: "the spec's defaults",
  meaning:
    'any field of `/config.json`, e.g. `ARGUS_PRODUCT_TITLE=City Watch`, `ARGUS_MIN_PASSWORD_LENGTH=12`; objects and arrays as JSON, e.g. `ARGUS_MAINTENANCE=\'{"show":true,"planned_at":"2026-12-01T02:00:00Z"}\'`',
} as const satisfies EnvironmentVariable;

/** The README's table (between its `env-table` markers). */
export function environmentTable(): string {
  const rows = [...ENVIRONMENT, PUBLIC_CONFIG_VARIABLE].map((v) => `| \`${v.name}\` | ${v.process.join(', ')} | ${v.default} | ${v.meaning} |`);
  return ['| variable | read by | default | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
