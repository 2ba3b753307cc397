import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { checkDigest } from '../../src/vendors/digest';

/**
 * Device simulators that follow the vendors' published HTTP protocols closely enough for the edge:
 * - Hikvision ISAPI: GET /ISAPI/Event/notification/alertStream with Digest authentication
 *   (realm "DS-…", qop auth), answered with `multipart/mixed; boundary=boundary`, each part with
 *   Content-Type and Content-Length; an EventNotificationAlert XML (eventType ANPR with
 *   licensePlate, country, plateColor, vehicleInfo color/speed, picNum) followed by its pictures
 *   (licensePlatePicture.jpg, detectionPicture.jpg, as form-data parts); heartbeats are videoloss
 *   alerts with eventState inactive.
 * - Dahua: GET /cgi-bin/snapManager.cgi?action=attachFileProc&Flags[0]=Event&Events=[…]&heartbeat=N with
 *   Digest authentication (realm "Login to …"), answered with `multipart/x-mixed-replace;
 *   boundary=myboundary`: a text/plain part of Events[0].… key=value lines (EventBaseInfo.Code
 *   TrafficJunction / TrafficOverSpeed, TrafficCar.PlateNumber, Country, PlateColor, VehicleColor,
 *   Speed, VehicleSign, Object.BoundingBox in 0..8191, UTC) followed by the scene JPEG; heartbeats
 *   are a "Heartbeat" text part.
 */
export abstract class DeviceSimulator {
  private readonly server: Server;
  private readonly streams = new Set<ServerResponse>();
  readonly nonce = randomBytes(12).toString('hex');
  port = 0;
  /** Requests refused for bad credentials, and streams opened. */
  refused = 0;
  opened = 0;
  paths: string[] = [];

  constructor(
    readonly realm: string,
    readonly username: string,
    readonly password: string,
  ) {
    this.server = createServer((req, res) => this.handle(req, res));
  }

  protected abstract accepts(path: string): boolean;
  protected abstract contentType(): string;

  async listen(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    const a = this.server.address();
    this.port = typeof a === 'object' && a ? a.port : 0;
    return this.port;
  }

  /** Resolves when at least `n` event streams have been opened. */
  async connected(n = 1, timeoutMs = 10_000): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (this.opened < n || this.streams.size === 0) {
      if (Date.now() > end) throw new Error(`no event stream opened (refused ${this.refused})`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const path = req.url ?? '';
    if (req.method !== 'GET' || !this.accepts(path)) {
      res.writeHead(404).end();
      return;
    }
    if (!checkDigest(req.headers.authorization, 'GET', this.realm, this.nonce, this.username, this.password)) {
      if (req.headers.authorization) this.refused++;
      res
        .writeHead(401, { 'www-authenticate': `Digest realm="${this.realm}", qop="auth", nonce="${this.nonce}", opaque="${randomBytes(4).toString('hex')}"` })
        .end();
      return;
    }
    this.paths.push(path);
    res.writeHead(200, { 'content-type': this.contentType(), connection: 'close' });
    this.opened++;
    this.streams.add(res);
    res.on('close', () => this.streams.delete(res));
  }

  /** Writes raw multipart bytes to every open stream. */
  protected write(bytes: Buffer): void {
    for (const s of this.streams) s.write(bytes);
  }

  protected part(boundary: string, headers: Record<string, string>, body: Buffer): Buffer {
    const head = Object.entries({ ...headers, 'Content-Length': String(body.length) })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    return Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), body, Buffer.from('\r\n')]);
  }

  /** Drops every open stream (a device reboot or a network cut). */
  drop(): void {
    for (const s of this.streams) s.destroy();
    this.streams.clear();
  }

  async close(): Promise<void> {
    this.drop();
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }
}

export interface AnprRead {
  plate: string;
  country: string;
  plateColor: string;
  vehicleColor: string;
  speed: number;
  vehicleType: string;
  dateTime: string;
  illegal?: string;
  plateJpeg: Buffer;
  sceneJpeg: Buffer;
}

export class HikvisionSimulator extends DeviceSimulator {
  constructor(username = 'admin', password = 'hik12345') {
    super('DS-2CD7A26G0', username, password);
  }

  protected accepts(path: string): boolean {
    return path === '/ISAPI/Event/notification/alertStream';
  }

  protected contentType(): string {
    return 'multipart/mixed; boundary=boundary';
  }

  private xml(inner: string): Buffer {
    return Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\r\n<EventNotificationAlert version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">\r\n<ipAddress>127.0.0.1</ipAddress>\r\n<portNo>${this.port}</portNo>\r\n<protocol>HTTP</protocol>\r\n<macAddress>44:19:b6:00:00:01</macAddress>\r\n<channelID>1</channelID>\r\n${inner}\r\n</EventNotificationAlert>\r\n`,
    );
  }

  heartbeat(): void {
    this.write(
      this.part(
        'boundary',
        { 'Content-Type': 'application/xml; charset="UTF-8"' },
        this.xml(
          '<dateTime>2026-11-02T10:00:00+06:00</dateTime>\r\n<activePostCount>0</activePostCount>\r\n<eventType>videoloss</eventType>\r\n<eventState>inactive</eventState>\r\n<eventDescription>videoloss alarm</eventDescription>',
        ),
      ),
    );
  }

  anpr(r: AnprRead): void {
    const illegal = r.illegal
      ? `<illegalInfo><illegalCode>1</illegalCode><illegalName>${r.illegal}</illegalName><illegalDescription></illegalDescription></illegalInfo>`
      : '';
    const xml = this.xml(
      `<dateTime>${r.dateTime}</dateTime>\r\n<activePostCount>1</activePostCount>\r\n<eventType>ANPR</eventType>\r\n<eventState>active</eventState>\r\n<eventDescription>ANPR</eventDescription>\r\n` +
        `<ANPR>\r\n<country>${r.country}</country>\r\n<licensePlate>${r.plate}</licensePlate>\r\n<line>1</line>\r\n<direction>forward</direction>\r\n<confidenceLevel>97</confidenceLevel>\r\n<plateType>unknown</plateType>\r\n<plateColor>${r.plateColor}</plateColor>\r\n<licenseBright>0</licenseBright>\r\n<vehicleType>${r.vehicleType}</vehicleType>\r\n` +
        `<vehicleInfo>\r\n<index>1</index>\r\n<colorDepth>2</colorDepth>\r\n<color>${r.vehicleColor}</color>\r\n<length>0</length>\r\n<vehicleLogoRecog>1036</vehicleLogoRecog>\r\n<speed>${r.speed}</speed>\r\n</vehicleInfo>\r\n` +
        `<pictureInfoList><pictureInfo><fileName>licensePlatePicture.jpg</fileName><type>licensePlatePicture</type></pictureInfo><pictureInfo><fileName>detectionPicture.jpg</fileName><type>detectionPicture</type></pictureInfo></pictureInfoList>\r\n${illegal}\r\n</ANPR>\r\n` +
        `<UUID>${randomBytes(8).toString('hex')}</UUID>\r\n<picNum>2</picNum>\r\n<isDataRetransmission>false</isDataRetransmission>`,
    );
    const parts = [
      this.part('boundary', { 'Content-Type': 'application/xml; charset="UTF-8"' }, xml),
      this.part(
        'boundary',
        { 'Content-Disposition': 'form-data; name="licensePlatePicture.jpg"; filename="licensePlatePicture.jpg"', 'Content-Type': 'image/jpeg' },
        r.plateJpeg,
      ),
      this.part(
        'boundary',
        { 'Content-Disposition': 'form-data; name="detectionPicture.jpg"; filename="detectionPicture.jpg"', 'Content-Type': 'image/jpeg' },
        r.sceneJpeg,
      ),
    ];
    // Devices write in pieces: split the bytes at an odd place to exercise the stream reader.
    const all = Buffer.concat(parts);
    const cut = Math.floor(all.length / 3) + 1;
    this.write(all.subarray(0, cut));
    this.write(all.subarray(cut));
  }

  faceCapture(face: Buffer, scene: Buffer, dateTime: string, age = 30, sex = 'male'): void {
    const xml = this.xml(
      `<dateTime>${dateTime}</dateTime>\r\n<activePostCount>1</activePostCount>\r\n<eventType>faceCapture</eventType>\r\n<eventState>active</eventState>\r\n<eventDescription>faceCapture</eventDescription>\r\n<faceCapture><targetAttrs><age>${age}</age><sex>${sex}</sex></targetAttrs></faceCapture>\r\n<picNum>2</picNum>`,
    );
    this.write(
      Buffer.concat([
        this.part('boundary', { 'Content-Type': 'application/xml; charset="UTF-8"' }, xml),
        this.part('boundary', { 'Content-Disposition': 'form-data; name="faceImage.jpg"', 'Content-Type': 'image/jpeg' }, face),
        this.part('boundary', { 'Content-Disposition': 'form-data; name="backgroundImage.jpg"', 'Content-Type': 'image/jpeg' }, scene),
      ]),
    );
  }
}

export interface TrafficRead {
  code: 'TrafficJunction' | 'TrafficOverSpeed';
  plate: string;
  country: string;
  plateColor: string;
  vehicleColor: string;
  speed: number;
  make: string;
  /** Plate box in Dahua's 0..8191 coordinates. */
  box: [number, number, number, number];
  utc: number;
  sceneJpeg: Buffer;
}

export class DahuaSimulator extends DeviceSimulator {
  constructor(username = 'admin', password = 'dahua123') {
    super('Login to 5J0A1B2C3D', username, password);
  }

  protected accepts(path: string): boolean {
    return path.startsWith('/cgi-bin/snapManager.cgi?action=attachFileProc');
  }

  protected contentType(): string {
    return 'multipart/x-mixed-replace; boundary=myboundary';
  }

  heartbeat(): void {
    this.write(this.part('myboundary', { 'Content-Type': 'text/plain' }, Buffer.from('Heartbeat')));
  }

  traffic(r: TrafficRead): void {
    const lines = [
      `Events[0].EventBaseInfo.Code=${r.code}`,
      'Events[0].EventBaseInfo.Action=Pulse',
      'Events[0].EventBaseInfo.Index=0',
      'Events[0].CountInGroup=1',
      'Events[0].IndexInGroup=1',
      `Events[0].UTC=${r.utc}`,
      `Events[0].TrafficCar.PlateNumber=${r.plate}`,
      `Events[0].TrafficCar.PlateColor=${r.plateColor}`,
      `Events[0].TrafficCar.Country=${r.country}`,
      `Events[0].TrafficCar.VehicleColor=${r.vehicleColor}`,
      `Events[0].TrafficCar.Speed=${r.speed}`,
      `Events[0].TrafficCar.VehicleSign=${r.make}`,
      'Events[0].Object.ObjectType=Plate',
      `Events[0].Object.Text=${r.plate}`,
      ...r.box.map((v, i) => `Events[0].Object.BoundingBox[${i}]=${v}`),
      'Events[0].Vehicle.Category=Motor',
    ];
    this.write(
      Buffer.concat([
        this.part('myboundary', { 'Content-Type': 'text/plain' }, Buffer.from(lines.join('\r\n'))),
        this.part('myboundary', { 'Content-Type': 'image/jpeg' }, r.sceneJpeg),
      ]),
    );
  }
}
