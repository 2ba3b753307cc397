import type { Part } from './multipart';
import { colorOf, plateNumber, regionOf, type DeviceEvent } from './events';

/** Hikvision ISAPI: the alert stream every event of the device is pushed on (multipart/mixed). */
export const HIKVISION_ALERT_STREAM = '/ISAPI/Event/notification/alertStream';

/** The text of the first `<tag>` (optionally inside `<parent>`) of an ISAPI XML document, entities decoded. */
export function xmlText(xml: string, tag: string, parent?: string): string | null {
  let scope = xml;
  if (parent) {
    const p = new RegExp(`<${parent}(?:\\s[^>]*)?>([\\s\\S]*?)</${parent}>`).exec(xml);
    if (!p) return null;
    scope = p[1] ?? '';
  }
  const m = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(scope);
  if (!m) return null;
  return (m[1] ?? '')
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

const num = (v: string | null) => (v !== null && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);

/**
 * Collects the parts of the alert stream into events: an EventNotificationAlert XML part, then
 * `picNum` image parts named by their Content-Disposition (licensePlatePicture.jpg,
 * detectionPicture.jpg for ANPR; faceCapture/background pictures for face capture). Heartbeats
 * (videoloss inactive) and other event types are skipped. ANPR maps to a plate read (number,
 * country, vehicle colour, speed, vehicle type and logo, the violation's name); faceCapture /
 * FaceDetection to a face capture (age, sex).
 */
export class HikvisionEvents {
  private pending: { event: DeviceEvent; images: number } | null = null;

  /** Events completed by this part (a new XML closes a previous event still waiting for pictures). */
  push(part: Part): DeviceEvent[] {
    const type = (part.headers['content-type'] ?? '').toLowerCase();
    const out: DeviceEvent[] = [];
    if (type.includes('xml')) {
      if (this.pending) out.push(this.pending.event);
      this.pending = null;
      const xml = part.body.toString('utf8');
      const event = this.parse(xml);
      if (event) {
        const images = num(xmlText(xml, 'picNum')) ?? 0;
        if (images > 0) this.pending = { event, images };
        else out.push(event);
      }
      return out;
    }
    if (type.startsWith('image/') && this.pending) {
      const name = /name="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1]?.toLowerCase() ?? '';
      const e = this.pending.event;
      if (e.kind === 'lpr') {
        if (name.includes('licenseplate') || name.includes('plate')) e.plate = part.body;
        else e.scene ??= part.body;
      } else if (name.includes('face')) e.face = part.body;
      else e.scene ??= part.body;
      if (--this.pending.images <= 0) {
        out.push(e);
        this.pending = null;
      }
    }
    return out;
  }

  /** The event still waiting for its pictures (the stream ended). */
  flush(): DeviceEvent[] {
    const e = this.pending?.event;
    this.pending = null;
    return e ? [e] : [];
  }

  parse(xml: string): DeviceEvent | null {
    const type = xmlText(xml, 'eventType') ?? '';
    const state = xmlText(xml, 'eventState');
    if (state === 'inactive') return null;
    const time = Date.parse(xmlText(xml, 'dateTime') ?? '');
    const ts = Number.isFinite(time) ? time : null;
    if (type === 'ANPR') {
      const number = plateNumber(xmlText(xml, 'licensePlate', 'ANPR'));
      if (!number) return null;
      const illegal = xmlText(xml, 'illegalName', 'illegalInfo') ?? xmlText(xml, 'illegalCode', 'illegalInfo');
      return {
        kind: 'lpr',
        ts,
        number,
        region: regionOf(xmlText(xml, 'country', 'ANPR') ?? xmlText(xml, 'region', 'ANPR')),
        vehicleColor: colorOf(xmlText(xml, 'color', 'vehicleInfo')),
        plateColor: xmlText(xml, 'plateColor', 'ANPR'),
        speed: num(xmlText(xml, 'speed', 'vehicleInfo') ?? xmlText(xml, 'speed', 'ANPR')),
        vehicleType: xmlText(xml, 'vehicleType', 'ANPR'),
        make: xmlText(xml, 'vehicleLogoRecog', 'vehicleInfo'),
        original: illegal ? `ANPR ${illegal}` : 'ANPR',
        violation: Boolean(illegal),
        plate: null,
        scene: null,
      };
    }
    if (type === 'faceCapture' || type === 'FaceDetection' || type === 'faceSnap') {
      const sex = (xmlText(xml, 'sex') ?? xmlText(xml, 'gender') ?? '').toLowerCase();
      return {
        kind: 'fr',
        ts,
        original: type,
        age: num(xmlText(xml, 'age') ?? xmlText(xml, 'ageGroup')),
        gender: sex === 'male' || sex === 'female' ? sex : null,
        face: null,
        scene: null,
      };
    }
    return null;
  }
}
