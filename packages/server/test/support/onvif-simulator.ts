import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { NS, PRE_AUTH, SERVICES, SoapFault } from './onvif-simulator-ops';
import { defaultState, type DeviceState } from './onvif-simulator-state';
import { child, escapeXml, parseXml, path, textOf, type XmlNode } from './onvif-xml';

/**
 * An ONVIF device simulator for tests: hardware we cannot have. A plain node:http SOAP 1.2
 * server on 127.0.0.1 that follows the ONVIF WSDLs for exactly the operations the `onvif` client
 * library sends for Argus' ONVIF features:
 *
 * - Device (tds, ver10/device/wsdl, /onvif/device_service): GetSystemDateAndTime, GetServices,
 *   GetCapabilities, GetDeviceInformation, GetNetworkInterfaces, SetNetworkInterfaces.
 * - Media (trt, ver10/media/wsdl, /onvif/media_service): GetProfiles, GetVideoSources,
 *   GetStreamUri, GetVideoEncoderConfigurations, GetVideoEncoderConfiguration,
 *   SetVideoEncoderConfiguration.
 * - Imaging (timg, ver20/imaging/wsdl, /onvif/imaging_service): GetImagingSettings,
 *   SetImagingSettings, GetOptions.
 * - PTZ (tptz, ver20/ptz/wsdl, /onvif/ptz_service; absent with `ptz: false`): GetStatus,
 *   AbsoluteMove, RelativeMove, ContinuousMove, Stop, GotoHomePosition, SetHomePosition.
 *
 * Every operation but GetSystemDateAndTime (access class PRE_AUTH) needs a WS-Security
 * UsernameToken (PasswordDigest = Base64(SHA-1(nonce + created + password)), or PasswordText);
 * a missing or wrong one, a reused nonce or a stale Created answers the sender fault
 * ter:NotAuthorized with HTTP 400. Unknown operations, or an operation sent to another service's
 * address or namespace, answer the receiver fault ter:ActionNotSupported; bad arguments the
 * sender fault ter:InvalidArgVal with the WSDL's subcode. The device keeps its state (PTZ
 * position and home, imaging values, encoder configurations, network interfaces) and records
 * every call so tests can assert what a client sent.
 */

export interface SimulatorOptions {
  username?: string;
  password?: string;
  /** Offer the PTZ service (default true). */
  ptz?: boolean;
}

export interface SimulatorCall {
  path: string;
  operation: string;
  namespace: string;
  authenticated: boolean;
  /** The operation element of the request body. */
  body: XmlNode;
  /** The fault answered, if any (its first subcode, e.g. ter:NotAuthorized). */
  fault?: string;
}

const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const DIGEST = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
const TEXT = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText';
/** How far a UsernameToken's Created may be from the device clock. */
const CREATED_SKEW_MS = 5 * 60_000;

export class OnvifSimulator {
  readonly username: string;
  readonly password: string;
  readonly ptz: boolean;
  state: DeviceState = defaultState();
  readonly calls: SimulatorCall[] = [];
  /** When true the device accepts connections and never answers (a hung device). */
  hang = false;
  port = 0;
  private server: Server;
  private readonly sockets = new Set<Socket>();
  private readonly nonces = new Set<string>();

  constructor(options: SimulatorOptions = {}) {
    this.username = options.username ?? 'onvif-admin';
    this.password = options.password ?? 'onvif-secret-1';
    this.ptz = options.ptz ?? true;
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    this.port = address.port;
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The calls of one operation, in order. */
  callsOf(operation: string): SimulatorCall[] {
    return this.calls.filter((c) => c.operation === operation);
  }

  reset(): void {
    this.calls.length = 0;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (this.hang) return; // keep the socket open until stop()
    if (req.method !== 'POST') return this.send(res, 405, '');
    const contentType = req.headers['content-type'] ?? '';
    if (!contentType.startsWith('application/soap+xml')) return this.send(res, 415, '');
    const url = (req.url ?? '').split('?')[0] ?? '';
    let envelope: XmlNode;
    try {
      envelope = parseXml(Buffer.concat(chunks).toString('utf8'));
    } catch (err) {
      return this.fault(res, new SoapFault('Sender', ['ter:WellFormed'], `Malformed XML: ${(err as Error).message}`));
    }
    const body = child(envelope, 'Body', NS.env);
    if (envelope.local !== 'Envelope' || envelope.uri !== NS.env || !body) {
      return this.fault(res, new SoapFault('Sender', ['ter:InvalidArgs'], 'Not a SOAP 1.2 envelope'));
    }
    const op = body.children[0];
    if (!op) return this.fault(res, new SoapFault('Sender', ['ter:InvalidArgs'], 'Empty SOAP body'));
    const authenticated = this.authenticate(child(envelope, 'Header', NS.env));
    const call: SimulatorCall = { path: url, operation: op.local, namespace: op.uri, authenticated: authenticated === true, body: op };
    this.calls.push(call);
    try {
      const service = SERVICES[url];
      const handler = service && (!service.ptzOnly || this.ptz) && service.ns === op.uri ? service.ops[op.local] : undefined;
      if (!handler) throw new SoapFault('Receiver', ['ter:ActionNotSupported'], `${op.local} is not supported at ${url}`);
      if (authenticated !== true && (authenticated === 'invalid' || !PRE_AUTH.has(op.local))) {
        throw new SoapFault('Sender', ['ter:NotAuthorized'], 'Sender not Authorized');
      }
      const host = req.headers.host ?? `127.0.0.1:${this.port}`;
      const answer = handler({ state: this.state, op, host, ptz: this.ptz });
      this.send(res, 200, this.envelope(answer));
    } catch (err) {
      const fault = err instanceof SoapFault ? err : new SoapFault('Receiver', ['ter:Action'], (err as Error).message);
      call.fault = fault.subcodes.at(-1);
      this.fault(res, fault);
    }
  }

  /** true: a valid UsernameToken; 'missing': none sent; 'invalid': one that does not verify. */
  private authenticate(header: XmlNode | undefined): true | 'missing' | 'invalid' {
    const token = path(child(header, 'Security', WSSE), 'UsernameToken');
    if (!token) return 'missing';
    const username = textOf(token, 'Username');
    const password = child(token, 'Password');
    const nonce = textOf(token, 'Nonce') ?? '';
    const created = textOf(token, 'Created') ?? '';
    if (username !== this.username || !password) return 'invalid';
    const type = password.attrs.Type ?? TEXT;
    if (type === TEXT) return password.text === this.password ? true : 'invalid';
    if (type !== DIGEST || !nonce || !created) return 'invalid';
    const createdAt = Date.parse(created);
    if (!Number.isFinite(createdAt) || Math.abs(createdAt - Date.now()) > CREATED_SKEW_MS) return 'invalid';
    if (this.nonces.has(nonce)) return 'invalid'; // replayed
    const expected = createHash('sha1')
      .update(Buffer.concat([Buffer.from(nonce, 'base64'), Buffer.from(created, 'utf8'), Buffer.from(this.password, 'utf8')]))
      .digest('base64');
    if (password.text.trim() !== expected) return 'invalid';
    this.nonces.add(nonce);
    return true;
  }

  private envelope(inner: string): string {
    return (
      '<?xml version="1.0" encoding="UTF-8"?>' +
      `<env:Envelope xmlns:env="${NS.env}" xmlns:tds="${NS.tds}" xmlns:trt="${NS.trt}" xmlns:timg="${NS.timg}" xmlns:tptz="${NS.tptz}" xmlns:tt="${NS.tt}" xmlns:ter="${NS.ter}">` +
      `<env:Body>${inner}</env:Body></env:Envelope>`
    );
  }

  private fault(res: ServerResponse, fault: SoapFault): void {
    let subcode = '';
    for (const value of [...fault.subcodes].reverse()) subcode = `<env:Subcode><env:Value>${value}</env:Value>${subcode}</env:Subcode>`;
    const xml = this.envelope(
      `<env:Fault><env:Code><env:Value>env:${fault.code}</env:Value>${subcode}</env:Code>` +
        `<env:Reason><env:Text xml:lang="en">${escapeXml(fault.message)}</env:Text></env:Reason></env:Fault>`,
    );
    this.send(res, fault.code === 'Sender' ? 400 : 500, xml);
  }

  private send(res: ServerResponse, status: number, xml: string): void {
    res.writeHead(status, { 'content-type': 'application/soap+xml; charset=utf-8', 'content-length': Buffer.byteLength(xml) });
    res.end(xml);
  }
}

export async function startSimulator(options: SimulatorOptions = {}): Promise<OnvifSimulator> {
  return new OnvifSimulator(options).start();
}
