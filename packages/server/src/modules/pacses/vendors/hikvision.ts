import { randomBytes } from 'node:crypto';
import { DigestSession, PacsError, type Connection, type DeviceReply } from './http';
import { VALID_FROM, VALID_TO, type PacsDevice, type PersonRecord, type VehicleRecord } from './types';

/**
 * Hikvision ISAPI (access-control terminals and ANPR barriers):
 * - GET  /ISAPI/System/deviceInfo (XML): model and firmware — the check;
 * - POST /ISAPI/AccessControl/UserInfo/Record?format=json, PUT …/UserInfo/Modify?format=json,
 *   PUT …/UserInfo/Delete?format=json: persons, keyed by employeeNo;
 * - POST /ISAPI/Intelligent/FDLib/FaceDataRecord?format=json (multipart: FaceDataRecord JSON and
 *   the JPEG in `img`), PUT …/FDLib/FDModify?format=json when the person already has a face;
 * - PUT /ISAPI/Traffic/channels/{ch}/licensePlateAuditData/record?format=json and
 *   PUT /ISAPI/Traffic/channels/{ch}/DelLicensePlateAuditData?format=json: the plate allow list.
 * Refusals come as ResponseStatus (XML, or JSON with ?format=json): statusCode 1 is OK, anything
 * else carries statusString and subStatusCode, kept as the item's error.
 */

export interface HikStatus {
  statusCode: number;
  statusString: string;
  subStatusCode: string;
  errorMsg?: string;
}

function xmlValue(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml);
  return m?.[1] ?? null;
}

/** The ResponseStatus of an answer (JSON or XML), or null when it carries none. */
export function responseStatus(reply: DeviceReply): HikStatus | null {
  const text = reply.body.toString('utf8').trim();
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as Record<string, unknown>;
      const inner = (json.ResponseStatus as Record<string, unknown> | undefined) ?? json;
      if (inner.statusCode === undefined) return null;
      return {
        statusCode: Number(inner.statusCode),
        statusString: String(inner.statusString ?? ''),
        subStatusCode: String(inner.subStatusCode ?? ''),
        ...(inner.errorMsg !== undefined ? { errorMsg: String(inner.errorMsg) } : {}),
      };
    } catch {
      return null;
    }
  }
  if (text.includes('<ResponseStatus')) {
    const code = xmlValue(text, 'statusCode');
    return { statusCode: Number(code ?? 0), statusString: xmlValue(text, 'statusString') ?? '', subStatusCode: xmlValue(text, 'subStatusCode') ?? '' };
  }
  return null;
}

export class HikvisionError extends PacsError {
  constructor(
    readonly status: HikStatus | null,
    httpStatus: number,
  ) {
    const what = status
      ? `statusCode ${status.statusCode} (${status.statusString}), subStatusCode ${status.subStatusCode}${status.errorMsg ? `: ${status.errorMsg}` : ''}`
      : `HTTP ${httpStatus}`;
    // 5xx and "Device Busy" (statusCode 2) may pass; the rest is the device's final word on the data.
    super('rejected', `Hikvision answered ${what}`, httpStatus >= 500 || status?.statusCode === 2);
  }
}

/** Per-item answers that say the device is already in the wanted state. */
const ALREADY_EXISTS = new Set(['employeeNoAlreadyExist', 'deviceUserAlreadyExist', 'deviceUserAlreadyExistFace', 'faceAlreadyExist']);
const NOT_FOUND = new Set(['employeeNoNotExist', 'deviceUserNotExist', 'noSuchUser', 'noFace', 'faceNotExist']);

export class HikvisionDevice implements PacsDevice {
  private readonly session: DigestSession;

  constructor(
    c: Connection,
    private readonly channel: number,
  ) {
    this.session = new DigestSession(c);
  }

  private async call(method: string, path: string, body?: Buffer, contentType?: string): Promise<DeviceReply> {
    const reply = await this.session.request({ method, path, ...(body ? { body, contentType: contentType ?? 'application/json' } : {}) });
    const status = responseStatus(reply);
    if (reply.status >= 300 || (status && status.statusCode !== 1)) throw new HikvisionError(status, reply.status);
    return reply;
  }

  private json(method: string, path: string, value: unknown): Promise<DeviceReply> {
    return this.call(method, path, Buffer.from(JSON.stringify(value)), 'application/json');
  }

  async check(): Promise<{ version: string }> {
    const reply = await this.call('GET', '/ISAPI/System/deviceInfo');
    const xml = reply.body.toString('utf8');
    const model = xmlValue(xml, 'model') ?? xmlValue(xml, 'deviceName') ?? 'Hikvision';
    const firmware = xmlValue(xml, 'firmwareVersion');
    return { version: firmware ? `${model} ${firmware}` : model };
  }

  private userInfo(p: PersonRecord) {
    const door = Math.max(1, this.channel);
    return {
      UserInfo: {
        employeeNo: p.key,
        name: p.name.slice(0, 32),
        userType: 'normal',
        ...(p.sex ? { gender: p.sex } : {}),
        Valid: { enable: true, beginTime: VALID_FROM, endTime: VALID_TO, timeType: 'local' },
        doorRight: String(door),
        RightPlan: [{ doorNo: door, planTemplateNo: '1' }],
      },
    };
  }

  async upsertPerson(p: PersonRecord): Promise<void> {
    const body = this.userInfo(p);
    const modify = () => this.json('PUT', '/ISAPI/AccessControl/UserInfo/Modify?format=json', body);
    const record = () => this.json('POST', '/ISAPI/AccessControl/UserInfo/Record?format=json', body);
    try {
      await (p.onDevice ? modify() : record());
    } catch (error) {
      // Our idea of the device was out of date: a lost answer, or a person removed on the device.
      const sub = error instanceof HikvisionError ? (error.status?.subStatusCode ?? '') : '';
      if (!p.onDevice && ALREADY_EXISTS.has(sub)) await modify();
      else if (p.onDevice && NOT_FOUND.has(sub)) await record();
      else throw error;
    }
    if (p.photo) await this.face(p.key, p.photo);
  }

  private async face(key: string, photo: Buffer): Promise<void> {
    const send = (method: string, path: string) => {
      const boundary = `----argus${randomBytes(12).toString('hex')}`;
      const meta = JSON.stringify({ faceLibType: 'blackFD', FDID: '1', FPID: key });
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="FaceDataRecord"\r\nContent-Type: application/json\r\n\r\n${meta}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="img"; filename="face.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return this.call(method, path, body, `multipart/form-data; boundary=${boundary}`);
    };
    try {
      await send('POST', '/ISAPI/Intelligent/FDLib/FaceDataRecord?format=json');
    } catch (error) {
      const sub = error instanceof HikvisionError ? (error.status?.subStatusCode ?? '') : '';
      if (!ALREADY_EXISTS.has(sub)) throw error;
      await send('PUT', '/ISAPI/Intelligent/FDLib/FDModify?format=json');
    }
  }

  async removePerson(key: string): Promise<void> {
    try {
      await this.json('PUT', '/ISAPI/AccessControl/UserInfo/Delete?format=json', { UserInfoDelCond: { EmployeeNoList: [{ employeeNo: key }] } });
    } catch (error) {
      const sub = error instanceof HikvisionError ? (error.status?.subStatusCode ?? '') : '';
      if (!NOT_FOUND.has(sub)) throw error;
    }
  }

  async upsertVehicle(v: VehicleRecord): Promise<{ recordNo: string | null }> {
    const ch = Math.max(1, this.channel);
    await this.json('PUT', `/ISAPI/Traffic/channels/${ch}/licensePlateAuditData/record?format=json`, {
      LicensePlateInfoList: [
        {
          id: v.key,
          LicensePlate: v.number,
          listType: 'whiteList',
          ...(v.owner ? { ownerName: v.owner.slice(0, 32) } : {}),
          createTime: VALID_FROM,
          effectiveStartDate: VALID_FROM.slice(0, 10),
          effectiveTime: VALID_TO.slice(0, 10),
        },
      ],
    });
    return { recordNo: null };
  }

  async removeVehicle(v: VehicleRecord): Promise<void> {
    const ch = Math.max(1, this.channel);
    try {
      await this.json('PUT', `/ISAPI/Traffic/channels/${ch}/DelLicensePlateAuditData?format=json`, { id: [v.key] });
    } catch (error) {
      const sub = error instanceof HikvisionError ? (error.status?.subStatusCode ?? '') : '';
      if (!NOT_FOUND.has(sub)) throw error;
    }
  }
}
