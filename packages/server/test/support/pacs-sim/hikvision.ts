import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { DigestGuard, multipartParts, readBody } from './digest';

/**
 * A Hikvision access-control terminal / ANPR barrier on ISAPI, as far as Argus uses it: device
 * info, UserInfo Record / Modify / Delete, FDLib FaceDataRecord / FDModify (multipart), and the
 * licence-plate allow list of a traffic channel. Digest authentication (wrong password → 401),
 * ResponseStatus answers (JSON with ?format=json, XML otherwise), the picture limit of the face
 * library (200 KB JPEG), and everything received kept for the tests to assert.
 */
export interface HikStatus {
  statusCode: number;
  statusString: string;
  subStatusCode: string;
}

export interface HikFace {
  fpid: string;
  fdid: string;
  faceLibType: string;
  image: Buffer;
  width: number;
  height: number;
}

export class HikvisionSimulator {
  readonly guard: DigestGuard;
  readonly users = new Map<string, Record<string, unknown>>();
  readonly faces = new Map<string, HikFace>();
  readonly plates = new Map<string, Record<string, unknown>>();
  /** Every request: method, path (with query) and status answered. */
  readonly log: { method: string; path: string; status: number }[] = [];
  /** A refusal to answer instead of success: (operation, key) → status, or null to go on. */
  reject: ((operation: string, key: string) => HikStatus | null) | null = null;
  maxImageBytes = 200 * 1024;
  private server: http.Server | null = null;
  port = 0;

  constructor(username = 'admin', password = 'hik-password') {
    this.guard = new DigestGuard('DS-K1T341AM', username, password);
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

  private status(res: http.ServerResponse, json: boolean, httpStatus: number, st: HikStatus, path: string): void {
    res.statusCode = httpStatus;
    if (json) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ...st, errorCode: st.statusCode === 1 ? 0 : 0x60000000 + st.statusCode, errorMsg: st.subStatusCode }));
    } else {
      res.setHeader('content-type', 'application/xml');
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<ResponseStatus version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema">\n<requestURL>${path}</requestURL>\n<statusCode>${st.statusCode}</statusCode>\n<statusString>${st.statusString}</statusString>\n<subStatusCode>${st.subStatusCode}</subStatusCode>\n</ResponseStatus>`,
      );
    }
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://device');
    const json = url.searchParams.get('format') === 'json';
    const path = url.pathname;
    const method = req.method ?? 'GET';
    res.on('finish', () => this.log.push({ method, path: req.url ?? '', status: res.statusCode }));
    if (!this.guard.check(req, res)) return;
    const ok = () => this.status(res, json, 200, { statusCode: 1, statusString: 'OK', subStatusCode: 'ok' }, path);
    const refuse = (st: HikStatus) => this.status(res, json, 400, st, path);
    const refused = (operation: string, key: string) => {
      const st = this.reject?.(operation, key) ?? null;
      if (st) refuse(st);
      return st !== null;
    };

    if (method === 'GET' && path === '/ISAPI/System/deviceInfo') {
      res.setHeader('content-type', 'application/xml');
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?>\n<DeviceInfo version="2.0" xmlns="http://www.isapi.org/ver20/XMLSchema"><deviceName>Door 1</deviceName><model>DS-K1T341AM</model><serialNumber>DS-K1T341AM20210101</serialNumber><firmwareVersion>V3.2.30</firmwareVersion><firmwareReleasedDate>build 210524</firmwareReleasedDate></DeviceInfo>',
      );
      return;
    }
    if (path === '/ISAPI/AccessControl/UserInfo/Record' && method === 'POST') {
      const info = (JSON.parse(body.toString('utf8')) as { UserInfo: Record<string, unknown> }).UserInfo;
      const key = String(info.employeeNo);
      if (refused('user', key)) return;
      if (this.users.has(key)) return refuse({ statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'employeeNoAlreadyExist' });
      this.users.set(key, info);
      return ok();
    }
    if (path === '/ISAPI/AccessControl/UserInfo/Modify' && method === 'PUT') {
      const info = (JSON.parse(body.toString('utf8')) as { UserInfo: Record<string, unknown> }).UserInfo;
      const key = String(info.employeeNo);
      if (refused('user', key)) return;
      if (!this.users.has(key)) return refuse({ statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'employeeNoNotExist' });
      this.users.set(key, info);
      return ok();
    }
    if (path === '/ISAPI/AccessControl/UserInfo/Delete' && method === 'PUT') {
      const cond = (JSON.parse(body.toString('utf8')) as { UserInfoDelCond: { EmployeeNoList: { employeeNo: string }[] } }).UserInfoDelCond;
      for (const { employeeNo } of cond.EmployeeNoList) {
        if (refused('delete', employeeNo)) return;
        this.users.delete(employeeNo);
        this.faces.delete(employeeNo);
      }
      return ok();
    }
    if ((path === '/ISAPI/Intelligent/FDLib/FaceDataRecord' && method === 'POST') || (path === '/ISAPI/Intelligent/FDLib/FDModify' && method === 'PUT')) {
      const parts = multipartParts(body, String(req.headers['content-type'] ?? ''));
      const meta = parts.find((p) => p.name === 'FaceDataRecord');
      const img = parts.find((p) => p.name === 'img' || p.name === 'FaceImage');
      if (!meta || !img) return refuse({ statusCode: 4, statusString: 'Invalid Operation', subStatusCode: 'badParameters' });
      const record = JSON.parse(meta.data.toString('utf8')) as { faceLibType: string; FDID: string; FPID: string };
      if (refused('face', record.FPID)) return;
      if (!this.users.has(record.FPID)) return refuse({ statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'deviceUserNotExist' });
      if (img.data.length > this.maxImageBytes) return refuse({ statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'imageSizeTooLarge' });
      const info = await sharp(img.data)
        .metadata()
        .catch(() => null);
      if (!info || info.format !== 'jpeg') return refuse({ statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'faceImageFormatError' });
      if (path.endsWith('FaceDataRecord') && this.faces.has(record.FPID))
        return refuse({ statusCode: 6, statusString: 'Invalid Content', subStatusCode: 'deviceUserAlreadyExistFace' });
      this.faces.set(record.FPID, {
        fpid: record.FPID,
        fdid: record.FDID,
        faceLibType: record.faceLibType,
        image: img.data,
        width: info.width ?? 0,
        height: info.height ?? 0,
      });
      return ok();
    }
    const traffic = /^\/ISAPI\/Traffic\/channels\/(\d+)\/(licensePlateAuditData\/record|DelLicensePlateAuditData)$/.exec(path);
    if (traffic && method === 'PUT') {
      const value = JSON.parse(body.toString('utf8')) as { LicensePlateInfoList?: Record<string, unknown>[]; id?: string[] };
      if (traffic[2] === 'DelLicensePlateAuditData') {
        for (const id of value.id ?? []) {
          if (refused('plate-delete', id)) return;
          this.plates.delete(id);
        }
        return ok();
      }
      for (const plate of value.LicensePlateInfoList ?? []) {
        const id = String(plate.id);
        if (refused('plate', id)) return;
        this.plates.set(id, { ...plate, channel: Number(traffic[1]) });
      }
      return ok();
    }
    this.status(res, json, 404, { statusCode: 4, statusString: 'Invalid Operation', subStatusCode: 'notSupport' }, path);
  }
}
