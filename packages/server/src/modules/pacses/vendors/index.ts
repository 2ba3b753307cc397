import type { OutboundPolicy } from '@argus/outbound';
import { DahuaDevice } from './dahua';
import { HikvisionDevice } from './hikvision';
import type { Connection } from './http';
import type { PacsDevice } from './types';

export type { PacsDevice, PersonRecord, VehicleRecord } from './types';
export { PacsError, type PacsFailure } from './http';

export interface DeviceSettings extends Omit<Connection, 'policy'> {
  vendor: string;
  channel: number;
}

export function deviceFor(s: DeviceSettings, policy: OutboundPolicy): PacsDevice {
  const connection = { host: s.host, port: s.port, username: s.username, password: s.password, policy };
  if (s.vendor === 'dahua') return new DahuaDevice(connection, s.channel);
  return new HikvisionDevice(connection, s.channel);
}
