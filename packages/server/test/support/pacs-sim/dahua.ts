import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { DigestGuard, readBody } from './digest';

/**
 * A Dahua access-control terminal / ANPR barrier on its HTTP API, as far as Argus uses it:
 * magicBox device type and software version, AccessUser and AccessFace insertMulti / updateMulti /
 * removeMulti, and recordUpdater on the TrafficRedList (the plate allow list, numbered RecNo).
 * Digest authentication (wrong password → 401), plain-text answers (`OK`, `key=value`,
 * `Error\r\n<reason>` with HTTP 400), the face photo limit (100 KB JPEG), and everything received
 * kept for the tests to assert.
 */
export interface DahuaFace {
  userId: string;
  image: Buffer;
  width: number;
  height: number;
}

export class DahuaSimulator {
  readonly guard: DigestGuard;
  readonly users = new Map<string, Record<string, unknown>>();
  readonly faces = new Map<string, DahuaFace>();
  readonly redList = new Map<string, Record<string, string>>();
  readonly log: { method: string; path: string; status: number }[] = [];
  /** A refusal instead of success: (operation, key) → the reason after "Error", or null to go on. */
  reject: ((operation: string, key: string) => string | null) | null = null;
  maxImageBytes = 100 * 1024;
  private nextRecNo = 1;
  private server: http.Server | null = null;
  port = 0;

  constructor(username = 'admin', password = 'dahua-password') {
    this.guard = new DigestGuard('Login to 5J0A1234567', username, password);
  }

  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const s = this.server;
    this.server = null;
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://device');
    const action = url.searchParams.get('action') ?? '';
    const method = req.method ?? 'GET';
    res.on('finish', () => this.log.push({ method, path: req.url ?? '', status: res.statusCode }));
    if (!this.guard.check(req, res)) return;
    res.setHeader('content-type', 'text/plain;charset=utf-8');
    const ok = (text = 'OK'): void => {
      res.end(`${text}\r\n`);
    };
    const error = (reason: string) => {
      res.statusCode = 400;
      res.end(`Error\r\n${reason}\r\n`);
    };
    const refused = (operation: string, key: string) => {
      const reason = this.reject?.(operation, key) ?? null;
      if (reason !== null) error(reason);
      return reason !== null;
    };
    const ids = () => [...url.searchParams.entries()].filter(([k]) => /^UserIDList\[\d+\]$/.test(k)).map(([, v]) => v);

    switch (`${url.pathname}?${action}`) {
      case '/cgi-bin/magicBox.cgi?getDeviceType':
        return ok('type=ASI7213X-T1');
      case '/cgi-bin/magicBox.cgi?getSoftwareVersion':
        return ok('version=1.000.10OT004.0.R,build:2021-03-30');
      case '/cgi-bin/AccessUser.cgi?insertMulti':
      case '/cgi-bin/AccessUser.cgi?updateMulti': {
        const list = (JSON.parse(body.toString('utf8')) as { UserList: Record<string, unknown>[] }).UserList;
        for (const user of list) {
          const key = String(user.UserID);
          if (refused('user', key)) return;
          if (action === 'insertMulti' && this.users.has(key)) return error('Bad Request!');
          if (action === 'updateMulti' && !this.users.has(key)) return error('Bad Request!');
          this.users.set(key, user);
        }
        return ok();
      }
      case '/cgi-bin/AccessFace.cgi?insertMulti':
      case '/cgi-bin/AccessFace.cgi?updateMulti': {
        const list = (JSON.parse(body.toString('utf8')) as { FaceList: { UserID: string; PhotoData: string[] }[] }).FaceList;
        for (const face of list) {
          if (refused('face', face.UserID)) return;
          if (!this.users.has(face.UserID)) return error('User not exist');
          const image = Buffer.from(face.PhotoData[0] ?? '', 'base64');
          if (image.length > this.maxImageBytes) return error('Photo size exceeds limit');
          const info = await sharp(image)
            .metadata()
            .catch(() => null);
          if (!info || info.format !== 'jpeg') return error('Invalid photo format');
          if (action === 'insertMulti' && this.faces.has(face.UserID)) return error('Bad Request!');
          this.faces.set(face.UserID, { userId: face.UserID, image, width: info.width ?? 0, height: info.height ?? 0 });
        }
        return ok();
      }
      case '/cgi-bin/AccessFace.cgi?removeMulti':
        for (const id of ids()) this.faces.delete(id);
        return ok();
      case '/cgi-bin/AccessUser.cgi?removeMulti':
        for (const id of ids()) {
          if (refused('delete', id)) return;
          this.users.delete(id);
          this.faces.delete(id);
        }
        return ok();
      case '/cgi-bin/recordUpdater.cgi?insert':
      case '/cgi-bin/recordUpdater.cgi?update':
      case '/cgi-bin/recordUpdater.cgi?remove': {
        if (url.searchParams.get('name') !== 'TrafficRedList') return error('Bad Request!');
        const fields = Object.fromEntries([...url.searchParams.entries()].filter(([k]) => !['action', 'name', 'recno'].includes(k)));
        if (action === 'insert') {
          if (refused('plate', fields.PlateNumber ?? '')) return;
          const recNo = String(this.nextRecNo++);
          this.redList.set(recNo, fields);
          return ok(`RecNo=${recNo}`);
        }
        const recNo = url.searchParams.get('recno') ?? '';
        if (!this.redList.has(recNo)) return error('Bad Request!');
        if (action === 'update') {
          if (refused('plate', fields.PlateNumber ?? '')) return;
          this.redList.set(recNo, fields);
        } else {
          if (refused('plate-delete', recNo)) return;
          this.redList.delete(recNo);
        }
        return ok();
      }
      default:
        return error('Bad Request!');
    }
  }
}
