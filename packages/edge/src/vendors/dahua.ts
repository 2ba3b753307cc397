import type { Part } from './multipart';
import { colorOf, plateNumber, regionOf, type DeviceEvent } from './events';

/** Traffic and face event codes the edge subscribes to on a Dahua device. */
export const DAHUA_CODES = [
  'TrafficJunction',
  'TrafficOverSpeed',
  'TrafficRetrograde',
  'TrafficParking',
  'TrafficOverLine',
  'FaceDetection',
  'FaceRecognition',
];

/**
 * Dahua HTTP API: pictures with their events from snapManager (attachFileProc), multipart with a
 * heartbeat. `codes` are the event codes to receive.
 */
export function dahuaSnapPath(codes: string[], heartbeatSeconds = 5): string {
  return `/cgi-bin/snapManager.cgi?action=attachFileProc&Flags[0]=Event&Events=[${codes.join('%2C')}]&heartbeat=${heartbeatSeconds}`;
}

/** Dahua's key=value text block ("Events[0].TrafficCar.PlateNumber=…") as a map without the Events[0]. prefix. */
export function dahuaFields(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const i = line.indexOf('=');
    if (i <= 0) continue;
    const key = line
      .slice(0, i)
      .trim()
      .replace(/^Events\[0\]\./, '');
    if (!out.has(key)) out.set(key, line.slice(i + 1).trim());
  }
  return out;
}

const num = (v: string | undefined) => (v !== undefined && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
/** Dahua boxes are in a 8192 × 8192 coordinate space. */
const RANGE = 8192;

/**
 * Collects snapManager parts into events: a text/plain part with the event's fields, then its
 * picture (image/jpeg: the scene). TrafficJunction and the traffic violation codes map to a plate
 * read (TrafficCar.PlateNumber, Country, VehicleColor, PlateColor, Speed, VehicleSign; the plate's
 * box Object.BoundingBox is cut out of the scene); FaceDetection / FaceRecognition to a face
 * capture (Faces[0].Age, Sex). Heartbeat parts and other codes are skipped.
 */
export class DahuaEvents {
  private pending: DeviceEvent | null = null;

  push(part: Part): DeviceEvent[] {
    const type = (part.headers['content-type'] ?? '').toLowerCase();
    const out: DeviceEvent[] = [];
    if (type.startsWith('image/')) {
      if (this.pending) {
        if (this.pending.kind === 'lpr') this.pending.scene = part.body;
        else this.pending.scene = part.body;
        out.push(this.pending);
        this.pending = null;
      }
      return out;
    }
    if (this.pending) out.push(this.pending);
    this.pending = null;
    const text = part.body.toString('utf8');
    if (/^\s*heartbeat\s*$/i.test(text)) return out;
    const f = dahuaFields(text);
    const code = f.get('EventBaseInfo.Code') ?? f.get('Code') ?? '';
    const utc = num(f.get('UTC'));
    const ts = utc !== null ? utc * 1000 : null;
    if (code.startsWith('Traffic')) {
      const number = plateNumber(f.get('TrafficCar.PlateNumber') ?? f.get('Object.Text'));
      if (!number) return out;
      const box = [0, 1, 2, 3].map((i) => num(f.get(`Object.BoundingBox[${i}]`)));
      const plateBox = box.every((v) => v !== null)
        ? { x_min: (box[0] ?? 0) / RANGE, y_min: (box[1] ?? 0) / RANGE, x_max: (box[2] ?? 0) / RANGE, y_max: (box[3] ?? 0) / RANGE }
        : null;
      this.pending = {
        kind: 'lpr',
        ts,
        number,
        region: regionOf(f.get('TrafficCar.Country')),
        vehicleColor: colorOf(f.get('TrafficCar.VehicleColor')),
        plateColor: f.get('TrafficCar.PlateColor') ?? null,
        speed: num(f.get('TrafficCar.Speed')),
        vehicleType: f.get('Vehicle.Category') ?? f.get('TrafficCar.VehicleType') ?? null,
        make: f.get('TrafficCar.VehicleSign') ?? null,
        original: code,
        violation: code !== 'TrafficJunction',
        plate: null,
        scene: null,
        plateBox,
      };
      return out;
    }
    if (code === 'FaceDetection' || code === 'FaceRecognition') {
      const sex = (f.get('Faces[0].Sex') ?? f.get('Face.Sex') ?? '').toLowerCase();
      this.pending = {
        kind: 'fr',
        ts,
        original: code,
        age: num(f.get('Faces[0].Age') ?? f.get('Face.Age')),
        gender: sex === 'man' || sex === 'male' ? 'male' : sex === 'woman' || sex === 'female' ? 'female' : null,
        face: null,
        scene: null,
      };
    }
    return out;
  }

  flush(): DeviceEvent[] {
    const e = this.pending;
    this.pending = null;
    return e ? [e] : [];
  }
}
