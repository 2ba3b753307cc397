/** What the sync needs of a device, whatever its vendor. Keys are ours: the face or plate id as text. */
export interface PersonRecord {
  key: string;
  name: string;
  sex: 'male' | 'female' | null;
  /** The photo already cropped and compressed for the vendor (image.ts), or none. */
  photo: Buffer | null;
  /** Whether the device already holds this person (then it is modified, not recorded). */
  onDevice: boolean;
}

export interface VehicleRecord {
  key: string;
  number: string;
  owner: string | null;
  onDevice: boolean;
  /** The device's own record number where it keeps one (Dahua RecNo). */
  recordNo: string | null;
}

export interface PacsDevice {
  /** Reads the device's model and firmware: proves connectivity and credentials. */
  check(): Promise<{ version: string }>;
  upsertPerson(p: PersonRecord): Promise<void>;
  removePerson(key: string): Promise<void>;
  /** Answers the device's record number (or null where the device keys records by ours). */
  upsertVehicle(v: VehicleRecord): Promise<{ recordNo: string | null }>;
  removeVehicle(v: VehicleRecord): Promise<void>;
}

/** A person or vehicle is valid on the device from the first second until this far ahead. */
export const VALID_FROM = '2000-01-01T00:00:00';
export const VALID_TO = '2037-12-31T23:59:59';
