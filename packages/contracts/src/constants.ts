/** Business constants and limits of spec document 2, section 9. Times in milliseconds unless named otherwise. */

export const FRONT_VERSION = 'v0.63.5';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 1000;

export const LOCALES = ['kk', 'ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'ru';

export const TIMING = {
  /** Queries kept in the console's cache at most (the oldest unused ones go first). */
  queryCacheEntries: 1000,
  /** A query answered this recently is not fetched again when another view asks for it. */
  dedupeIntervalMs: 2000,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  filterDebounceMs: 200,
  searchDebounceMs: 250,
  highlightDebounceMs: 100,
  timeRangeTickMs: 1000,
  liveEdgeLagS: 10,
  tokenRefreshFraction: 0.5,
  tokenMonitorMs: 60_000,
  configRefetchMs: 60_000,
  notificationPollMs: 7000,
  subscriptionToastMs: 10_000,
  toastMs: 6000,
  toastWithLinkMs: 20_000,
  toastRemovalMs: 400,
  toastGapPx: 16,
  tooltipOffsetPx: 10,
  licenseListLimit: 20,
  licenseRetries: 5,
  licenseQueryDelayMs: 1000,
  licenseRecheckMaxMs: 24 * 3600 * 1000,
  subscriptionEventsLimit: 10,
  loginCodeLength: 6,
  formCacheEntries: 5,
  formCacheMs: 10 * 60 * 1000,
  routeStateCacheEntries: 1000,
} as const;

export const CLOCK_DRIFT = {
  samples: 8,
  updateAboveMs: 5000,
  withinStdDevs: 0.5,
  warnAtMs: 30_000,
} as const;

export const TELEMETRY = {
  idleTimeoutMs: 15 * 60 * 1000,
  maxSessionMs: 4 * 3600 * 1000,
  persistentRetentionMs: 16 * 60 * 1000,
  batchSize: 50,
  sendTimeoutMs: 250,
  keepaliveBodyLimit: 60_000,
  bufferSize: 30,
  concurrency: 5,
  retryAfterDefaultS: 5,
} as const;

/** Error reporting (document 2, section 8): trace sample rate, and errors never reported. */
export const ERROR_REPORTING = {
  tracesSampleRate: 0.2,
  ignoreErrors: [
    /AbortError/,
    /aborted/i,
    /Failed to fetch/i,
    /cancel+ed/i,
    /no[-_ ]segments/i,
    /no[-_ ]hosts[-_ ]for[-_ ]live[-_ ]stream/i,
    /WebAssembly\.Memory/i,
    /Out of memory/i,
  ],
};

export const EVENT_TIMING = {
  beforeS: 2,
  beforeTpStreamFailureS: 7,
  afterS: 5,
  recentS: 60,
  defaultSearchWindowS: 86_400,
  maxSearchBackDays: 7,
  defaultRangeMarkerS: 86_459,
} as const;

/** Our design: objects that make a crowd in a zone whose crowd_count is absent, and the most it takes. */
export const DEFAULT_CROWD_COUNT = 3;
export const MAX_CROWD_COUNT = 1000;
export const RETENTION_DAYS = [1, 3, 5, 7, 14, 30] as const;
export const INTERVAL_HOURS = ['last', 0.25, 0.5, 1, 2, 3, 6, 12, 24, 48, 168, 720] as const;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const PRIORITY_CODES = { low: 1, high: 5 } as const;
export const EVENT_TYPES = ['fr', 'lpr', 'sa', 'tp', 'ao'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const SIMILARITY = {
  defaultThreshold: 75,
  display50: 0.35,
  display99: 0.7,
  clampMin: 0.01,
  clampMax: 0.7,
  thresh50: 0.4,
  thresh99: 0.9,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const DATA_MIN_LENGTH = 3;
export const BYTES_BASE = 1024;
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Local storage keys of the console. */
export const STORAGE_KEYS = {
  token: 'token',
  lang: 'lang',
  licenseAgreement: 'license-agreement',
  sidebar: 'sidebar-expanded',
  globalEvents: 'global-events-subscription',
} as const;

export const AUTH_BROADCAST_CHANNEL = 'auth';
