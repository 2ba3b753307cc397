import { createRequire } from 'node:module';
import { ApiError } from '../../http/errors';

/**
 * The ONVIF device, through the `onvif` client library (agsh/onvif, callback API). Connecting
 * runs the library's sequence (GetSystemDateAndTime, GetServices or GetCapabilities, GetProfiles,
 * GetVideoSources); every call is bounded by a deadline; library errors become API errors:
 * onvif_timeout, onvif_unreachable, onvif_unauthorized, onvif_rejected (sender fault),
 * onvif_not_supported (ter:ActionNotSupported), onvif_fault. Credentials are never logged nor
 * put into a message. Service addresses the device announces are not followed: calls go to the
 * configured host and port (`preserveAddress`), so a device cannot point the server elsewhere.
 */

const require = createRequire(import.meta.url);

type Callback = (err: Error | null, data?: unknown, xml?: string, status?: number) => void;

interface RawCam {
  uri?: Record<string, unknown>;
  activeSource?: { sourceToken: string; profileToken: string };
  profiles?: unknown[];
  _request: (options: unknown, callback: Callback) => void;
}

type CamConstructor = new (options: Record<string, unknown>) => RawCam;

const { Cam } = require('onvif') as { Cam: CamConstructor };

export interface OnvifTarget {
  host: string;
  port: number;
  login: string;
  password: string;
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'ECONNABORTED',
  'EADDRNOTAVAIL',
]);

class Deadline extends Error {}

/** The library writes the username into the SOAP header as is: escape it (the password is only hashed). */
const escapeXml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function toApiError(err: unknown, where: string, timeoutMs: number, xml = '', status?: number): ApiError {
  if (err instanceof ApiError) return err;
  const e: Error & { code?: string } = err instanceof Error ? err : new Error(String(err));
  if (e instanceof Deadline || e.message === 'Network timeout' || e.code === 'ETIMEDOUT') {
    return new ApiError('onvif_timeout', `The ONVIF device at ${where} did not answer within ${timeoutMs} ms`);
  }
  if (e.code && NETWORK_CODES.has(e.code)) return new ApiError('onvif_unreachable', `The ONVIF device at ${where} cannot be reached (${e.code})`);
  const text = xml || '';
  if (/NotAuthorized/i.test(text) || status === 401 || /Digest authentication|not authori[sz]ed/i.test(e.message)) {
    return new ApiError('onvif_unauthorized', `The ONVIF device at ${where} refused the camera's ONVIF login or password`);
  }
  // The fault's own reason when there is one (some library methods replace it with their own message).
  const faultText = /<(?:[\w-]+:)?Text[^>]*>([^<]{1,300})</.exec(text)?.[1];
  const reason = (faultText ?? e.message.replace(/^ONVIF SOAP Fault:\s*/, '')).slice(0, 300);
  if (/ActionNotSupported/i.test(text)) return new ApiError('onvif_not_supported', `The ONVIF device at ${where} does not support this: ${reason}`);
  if (/<[\w-]*:?Fault[\s>]/.test(text)) {
    const sender = /Value>\s*[\w-]*:?Sender\s*</.test(text);
    return sender
      ? new ApiError('onvif_rejected', `The ONVIF device at ${where} refused the request: ${reason}`)
      : new ApiError('onvif_fault', `The ONVIF device at ${where} failed: ${reason}`);
  }
  if (/Wrong ONVIF SOAP response|Non-whitespace|Unexpected|Invalid character/i.test(e.message)) {
    return new ApiError('onvif_fault', `The device at ${where} did not answer ONVIF`);
  }
  return new ApiError('onvif_fault', `The ONVIF call to ${where} failed: ${reason}`);
}

export class OnvifClient {
  private pending: ((err: unknown) => void) | null = null;
  private lastXml = '';
  private lastStatus: number | undefined;
  private readonly where: string;

  private constructor(
    private readonly cam: RawCam,
    target: OnvifTarget,
    private readonly timeoutMs: number,
  ) {
    this.where = `${target.host}:${target.port}`;
    // Keep each answer for error mapping; a throw inside one of the library's own callbacks
    // (some parse a failed answer without checking it) fails the call instead of the process.
    const request = cam._request.bind(cam);
    cam._request = (options, callback) =>
      request(options, (err, data, xml, status) => {
        this.lastXml = typeof xml === 'string' ? xml : '';
        this.lastStatus = status;
        try {
          callback(err, data, xml, status);
        } catch (thrown) {
          this.pending?.(err ?? thrown);
        }
      });
  }

  static async connect(target: OnvifTarget, timeoutMs: number): Promise<OnvifClient> {
    const cam = new Cam({
      hostname: target.host,
      port: target.port,
      username: escapeXml(target.login),
      password: target.password,
      timeout: timeoutMs,
      autoconnect: false,
      preserveAddress: true,
    });
    const client = new OnvifClient(cam, target, timeoutMs);
    await client.call('connect');
    return client;
  }

  /** Calls a method of the library's callback API, bounded by the deadline. */
  call<T = unknown>(method: string, ...args: unknown[]): Promise<T> {
    const fn = (this.cam as unknown as Record<string, unknown>)[method];
    if (typeof fn !== 'function') return Promise.reject(new Error(`no ONVIF method ${method}`));
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (err: unknown, data?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        this.pending = null;
        if (err) reject(toApiError(err, this.where, this.timeoutMs, this.lastXml, this.lastStatus));
        else resolve(data as T);
      };
      const timer = setTimeout(() => finish(new Deadline()), this.timeoutMs);
      this.pending = (err) => finish(err);
      this.lastXml = '';
      this.lastStatus = undefined;
      try {
        (fn as (...a: unknown[]) => void).apply(this.cam, [...args, (err: Error | null, data?: unknown) => finish(err, data)]);
      } catch (thrown) {
        finish(thrown);
      }
    });
  }

  /** The services the device announced (GetServices or GetCapabilities). */
  services(): { media: boolean; imaging: boolean; ptz: boolean } {
    const uri = this.cam.uri ?? {};
    return { media: Boolean(uri.media), imaging: Boolean(uri.imaging), ptz: Boolean(uri.ptz) };
  }

  /** The first video source and its default profile, as the library chose them while connecting. */
  activeSource(): { sourceToken: string; profileToken: string } {
    const source = this.cam.activeSource;
    if (!source) throw new ApiError('onvif_not_supported', `The ONVIF device at ${this.where} has no video source`);
    return source;
  }

  profiles(): unknown[] {
    return this.cam.profiles ?? [];
  }
}
