import { DigestSession, PacsError, type Connection, type DeviceReply } from './http';
import { VALID_FROM, VALID_TO, type PacsDevice, type PersonRecord, type VehicleRecord } from './types';

/**
 * Dahua HTTP API (access-control terminals and ANPR barriers):
 * - GET /cgi-bin/magicBox.cgi?action=getDeviceType and ?action=getSoftwareVersion — the check;
 * - POST /cgi-bin/AccessUser.cgi?action=insertMulti | updateMulti (JSON UserList),
 *   GET /cgi-bin/AccessUser.cgi?action=removeMulti&UserIDList[0]=…: persons, keyed by UserID;
 * - POST /cgi-bin/AccessFace.cgi?action=insertMulti | updateMulti (JSON FaceList, the JPEG as
 *   base64 in PhotoData), GET …AccessFace.cgi?action=removeMulti&UserIDList[0]=…;
 * - GET /cgi-bin/recordUpdater.cgi?action=insert | update | remove&name=TrafficRedList: the plate
 *   allow list ("red list"), whose records the device numbers (RecNo).
 * Answers are plain text: `OK`, `key=value` lines, or `Error` followed by the reason.
 */

export class DahuaError extends PacsError {
  constructor(
    readonly reason: string,
    httpStatus: number,
  ) {
    super('rejected', `Dahua answered Error${reason ? `: ${reason}` : ''} (HTTP ${httpStatus})`, httpStatus >= 500);
  }
}

/** The reason of an `Error` answer, or null for a success. */
export function dahuaError(reply: DeviceReply): string | null {
  const text = reply.body.toString('utf8').trim();
  if (reply.status < 300 && !/^Error\b/i.test(text)) {
    if (text.startsWith('{')) {
      // JSON answers of newer firmware: {"error": {"code": …, "message": …}} on failure.
      try {
        const json = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
        if (json.error) return `${String(json.error.message ?? '')} (code ${String(json.error.code ?? '')})`.trim();
      } catch {
        return null;
      }
    }
    return null;
  }
  return text
    .replace(/^Error\b/i, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function keyValues(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const i = line.indexOf('=');
    if (i > 0) out.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  return out;
}

function dahuaTime(iso: string): string {
  return iso.replace('T', ' ');
}

export class DahuaDevice implements PacsDevice {
  private readonly session: DigestSession;

  constructor(
    c: Connection,
    private readonly channel: number,
  ) {
    this.session = new DigestSession(c);
  }

  private async call(method: string, path: string, json?: unknown): Promise<string> {
    const reply = await this.session.request({
      method,
      path,
      ...(json === undefined ? {} : { body: Buffer.from(JSON.stringify(json)), contentType: 'application/json' }),
    });
    const reason = dahuaError(reply);
    if (reason !== null) throw new DahuaError(reason, reply.status);
    return reply.body.toString('utf8');
  }

  async check(): Promise<{ version: string }> {
    const type = keyValues(await this.call('GET', '/cgi-bin/magicBox.cgi?action=getDeviceType')).get('type') ?? 'Dahua';
    const version = keyValues(await this.call('GET', '/cgi-bin/magicBox.cgi?action=getSoftwareVersion')).get('version') ?? null;
    return { version: version ? `${type} ${version}` : type };
  }

  async upsertPerson(p: PersonRecord): Promise<void> {
    const user = {
      UserID: p.key,
      UserName: p.name.slice(0, 32),
      UserType: 0,
      Authority: 2,
      Doors: [this.channel],
      TimeSections: [255],
      ValidFrom: dahuaTime(VALID_FROM),
      ValidTo: dahuaTime(VALID_TO),
    };
    await this.insertOrUpdate('/cgi-bin/AccessUser.cgi', { UserList: [user] }, p.onDevice);
    if (p.photo) await this.insertOrUpdate('/cgi-bin/AccessFace.cgi', { FaceList: [{ UserID: p.key, PhotoData: [p.photo.toString('base64')] }] }, p.onDevice);
  }

  /** insertMulti for a new record, updateMulti for a known one; one fall-back to the other when the device's state differs from ours. */
  private async insertOrUpdate(path: string, body: unknown, onDevice: boolean): Promise<void> {
    const first = onDevice ? 'updateMulti' : 'insertMulti';
    const second = onDevice ? 'insertMulti' : 'updateMulti';
    try {
      await this.call('POST', `${path}?action=${first}`, body);
    } catch (error) {
      if (!(error instanceof DahuaError) || error.retryable) throw error;
      try {
        await this.call('POST', `${path}?action=${second}`, body);
      } catch {
        throw error; // the first answer explains best
      }
    }
  }

  async removePerson(key: string): Promise<void> {
    const list = `UserIDList[0]=${encodeURIComponent(key)}`;
    // The face goes with the user on most firmware; removing it first costs one request and is harmless.
    await this.call('GET', `/cgi-bin/AccessFace.cgi?action=removeMulti&${list}`).catch(() => undefined);
    await this.call('GET', `/cgi-bin/AccessUser.cgi?action=removeMulti&${list}`);
  }

  private vehicleQuery(v: VehicleRecord): string {
    const q = new URLSearchParams({
      PlateNumber: v.number,
      MasterOfCar: v.owner ?? '',
      OpenGate: 'true',
      BeginTime: dahuaTime(VALID_FROM),
      CancelTime: dahuaTime(VALID_TO),
    });
    return q.toString();
  }

  async upsertVehicle(v: VehicleRecord): Promise<{ recordNo: string | null }> {
    if (v.onDevice && v.recordNo) {
      try {
        await this.call('GET', `/cgi-bin/recordUpdater.cgi?action=update&name=TrafficRedList&recno=${encodeURIComponent(v.recordNo)}&${this.vehicleQuery(v)}`);
        return { recordNo: v.recordNo };
      } catch (error) {
        if (!(error instanceof DahuaError) || error.retryable) throw error;
        // The record is gone on the device: insert it again.
      }
    }
    const answer = await this.call('GET', `/cgi-bin/recordUpdater.cgi?action=insert&name=TrafficRedList&${this.vehicleQuery(v)}`);
    const recordNo = keyValues(answer).get('RecNo') ?? null;
    return { recordNo };
  }

  async removeVehicle(v: VehicleRecord): Promise<void> {
    if (!v.recordNo) return;
    await this.call('GET', `/cgi-bin/recordUpdater.cgi?action=remove&name=TrafficRedList&recno=${encodeURIComponent(v.recordNo)}`);
  }
}
