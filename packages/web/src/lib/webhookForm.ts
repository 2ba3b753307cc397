import type { WEBHOOK_CONTENT_TYPES, WEBHOOK_KINDS, WEBHOOK_METHODS } from '@argus/contracts';

/**
 * The webhook form's rules. Secrets are write-only: the form never shows a stored token or
 * password; left blank with the same kind of authentication, the stored one is kept (the
 * authentication is not sent), and a new kind or a new username needs the secret again.
 */
export type AuthType = 'none' | 'bearer' | 'basic';

export interface WebhookValues {
  name: string;
  method: (typeof WEBHOOK_METHODS)[number];
  url: string;
  contentType: (typeof WEBHOOK_CONTENT_TYPES)[number];
  tlsVerify: boolean;
  subscriptionId: string;
  kind: (typeof WEBHOOK_KINDS)[number];
  template: string;
  isEnabled: boolean;
  authType: AuthType;
  token: string;
  username: string;
  password: string;
  rateDuration: string;
  rateLimit: string;
}

export interface StoredWebhook {
  name: string;
  method: WebhookValues['method'];
  url: string;
  contentType: WebhookValues['contentType'];
  tlsVerify: boolean;
  subscriptionId: number;
  kind: WebhookValues['kind'];
  template: string | null;
  isEnabled: boolean;
  authentication: { type: 'bearer' } | { type: 'basic'; username: string } | null;
  rate: { duration: number; limit: number };
}

export type Authentication = { type: 'bearer'; token: string } | { type: 'basic'; username: string; password: string } | null;

export interface WebhookBody {
  name: string;
  method: WebhookValues['method'];
  url: string;
  contentType: WebhookValues['contentType'];
  tlsVerify: boolean;
  subscriptionId: number;
  kind: WebhookValues['kind'];
  template: string | null;
  isEnabled: boolean;
  rate: { duration: number; limit: number };
  authentication?: Authentication;
}

export const RATE_BOUNDS = { duration: [1, 86_400], limit: [1, 1_000_000] } as const;

export function newValues(defaults: { rateDuration: number; rateLimit: number }, subscriptionId = ''): WebhookValues {
  return {
    name: '',
    method: 'POST',
    url: '',
    contentType: 'application/json',
    tlsVerify: true,
    subscriptionId,
    kind: 'raw',
    template: '',
    isEnabled: true,
    authType: 'none',
    token: '',
    username: '',
    password: '',
    rateDuration: String(defaults.rateDuration),
    rateLimit: String(defaults.rateLimit),
  };
}

/** The form for a stored webhook: every secret blank. */
export function valuesOf(w: StoredWebhook): WebhookValues {
  return {
    name: w.name,
    method: w.method,
    url: w.url,
    contentType: w.contentType,
    tlsVerify: w.tlsVerify,
    subscriptionId: String(w.subscriptionId),
    kind: w.kind,
    template: w.template ?? '',
    isEnabled: w.isEnabled,
    authType: w.authentication?.type ?? 'none',
    token: '',
    username: w.authentication?.type === 'basic' ? w.authentication.username : '',
    password: '',
    rateDuration: String(w.rate.duration),
    rateLimit: String(w.rate.limit),
  };
}

/** What to send as authentication: undefined keeps the stored one. */
export function authenticationOf(v: WebhookValues, stored: StoredWebhook['authentication'] | undefined): Authentication | undefined {
  if (v.authType === 'none') return stored ? null : undefined;
  if (v.authType === 'bearer') {
    if (v.token) return { type: 'bearer', token: v.token };
    return stored?.type === 'bearer' ? undefined : { type: 'bearer', token: '' };
  }
  const sameUser = stored?.type === 'basic' && stored.username === v.username.trim();
  if (!v.password && sameUser) return undefined;
  return { type: 'basic', username: v.username.trim(), password: v.password };
}

export type WebhookProblem = 'tooShort' | 'url' | 'required' | 'range' | 'secretRequired';

const isHttpUrl = (s: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(s).protocol);
  } catch {
    return false;
  }
};
const inRange = (s: string, [min, max]: readonly [number, number]) => /^\d+$/.test(s) && Number(s) >= min && Number(s) <= max;

export function checkWebhook(
  v: WebhookValues,
  stored: StoredWebhook['authentication'] | undefined,
  minLength = 3,
): Partial<Record<keyof WebhookValues, WebhookProblem>> {
  const out: Partial<Record<keyof WebhookValues, WebhookProblem>> = {};
  if (v.name.trim().length < minLength) out.name = 'tooShort';
  if (!isHttpUrl(v.url.trim())) out.url = 'url';
  if (!v.subscriptionId) out.subscriptionId = 'required';
  if (v.kind === 'template' && !v.template.trim()) out.template = 'required';
  if (!inRange(v.rateDuration, RATE_BOUNDS.duration)) out.rateDuration = 'range';
  if (!inRange(v.rateLimit, RATE_BOUNDS.limit)) out.rateLimit = 'range';
  const auth = authenticationOf(v, stored);
  if (auth?.type === 'bearer' && !auth.token) out.token = 'secretRequired';
  if (auth?.type === 'basic') {
    if (!auth.username) out.username = 'required';
    if (!auth.password) out.password = 'secretRequired';
  }
  return out;
}

export function toWebhookBody(v: WebhookValues, stored: StoredWebhook['authentication'] | undefined): WebhookBody {
  const body: WebhookBody = {
    name: v.name.trim(),
    method: v.method,
    url: v.url.trim(),
    contentType: v.contentType,
    tlsVerify: v.tlsVerify,
    subscriptionId: Number(v.subscriptionId),
    kind: v.kind,
    template: v.kind === 'template' ? v.template : null,
    isEnabled: v.isEnabled,
    rate: { duration: Number(v.rateDuration), limit: Number(v.rateLimit) },
  };
  const auth = authenticationOf(v, stored);
  if (auth !== undefined) body.authentication = auth;
  return body;
}

/** The server's field names on the form's. */
export function webhookFieldOf(serverField: string): keyof WebhookValues | 'form' {
  const map: Record<string, keyof WebhookValues> = {
    name: 'name',
    method: 'method',
    url: 'url',
    content_type: 'contentType',
    tls_verify: 'tlsVerify',
    subscription_id: 'subscriptionId',
    kind: 'kind',
    template: 'template',
    is_enabled: 'isEnabled',
    authentication: 'token',
    'authentication.token': 'token',
    'authentication.username': 'username',
    'authentication.password': 'password',
    rate: 'rateLimit',
    'rate.duration': 'rateDuration',
    'rate.limit': 'rateLimit',
  };
  return map[serverField] ?? 'form';
}
