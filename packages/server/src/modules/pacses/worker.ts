import type { Rect } from '@argus/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LOCK_CLASS, tryLock, withLockSession } from '../../db/locks';
import { fileStore } from '../../lib/files';
import { backoffSeconds, QueueWorker } from '../../lib/queue-worker';
import { imageKey } from '../faces/images';
import { faceForDevice, photoOfFace } from '../faces/repo';
import { plateForDevice } from '../plates/repo';
import { vendorPhoto } from './image';
import * as repo from './repo';
import * as queue from './queue/repo';
import * as personQueue from './queue/persons/repo';
import * as vehicleQueue from './queue/vehicles/repo';
import type { PacsRow } from './repo';
import type { PersonRow } from './queue/persons/repo';
import type { VehicleRow } from './queue/vehicles/repo';
import { deviceFor, PacsError, type PacsDevice } from './vendors';

/**
 * The sync worker: pushes the queue rows of pacs_persons and pacs_vehicles (written by the
 * services and the face/plate triggers, migration 0010) to the devices. Nothing is lost across a
 * restart: a row is 'pending' until its device answered, and the next process picks it up.
 *
 * Network trouble, a busy device and 5xx answers are retried with backoff (10 s, 20 s, 40 s …
 * capped at 1 h) up to MAX_ATTEMPTS; an unreachable device is tried once per pass, its other due
 * rows wait with the same error. A refusal (wrong credentials, the device's ResponseStatus or
 * Error answer, a photo that cannot be fitted) fails the row at once with the device's words.
 * A row that changed while it was being pushed stays pending and goes again.
 *
 * Several replicas may run a worker on one PostgreSQL: a pass takes an advisory lock per system
 * and works only on the rows of the systems it holds, so a system is synced by one process at a
 * time. Per system rather than per row: a row that changes while it is pushed is due again at once,
 * and two processes pushing two versions of one person could leave the older on the device; the
 * capacity count (pacs_person_count) and the digest session are per system too.
 */

export const MAX_ATTEMPTS = 8;
const BATCH = 20;
const POLL_MS = Number(process.env.ARGUS_PACS_POLL_MS ?? 2000);

const workers = new WeakMap<AppContext, PacsWorker>();
/** The worker of a running app (tests drain it instead of waiting for the poll). */
export function pacsWorkerOf(ctx: AppContext): PacsWorker | undefined {
  return workers.get(ctx);
}

/** One pass's view of the devices: one connection (digest session) per system, and who did not answer. */
interface Pass {
  devices: Map<number, PacsDevice>;
  down: Map<number, PacsError>;
  pacses: Map<number, PacsRow | null>;
}

export class PacsWorker extends QueueWorker {
  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    super(log, 'pacs sync pass failed', () => POLL_MS);
    workers.set(ctx, this);
  }

  protected more(handled: number): boolean {
    return handled > 0;
  }

  /** One pass over the due rows; answers how many changed state (0: nothing more to do now). */
  async runOnce(): Promise<number> {
    return withLockSession(this.ctx.db, this.ctx.database, async (session) => {
      const now = this.ctx.clock();
      // On PostgreSQL: the systems with due rows that no other replica is syncing now (null: all, one process).
      let held: number[] | null = null;
      if (session) {
        held = [];
        for (const id of await queue.dueSystems(this.ctx.db, now)) if (await tryLock(session, LOCK_CLASS.pacsSystem, id)) held.push(id);
      }
      return this.pass(now, held);
    });
  }

  private async pass(now: Date, held: number[] | null): Promise<number> {
    if (held?.length === 0) {
      await repo.dropDeletedPacses(this.ctx.db);
      return 0;
    }
    const persons = await personQueue.duePersons(this.ctx.db, now, held, BATCH);
    const vehicles = await vehicleQueue.dueVehicles(this.ctx.db, now, held, BATCH);
    const pass: Pass = { devices: new Map(), down: new Map(), pacses: new Map() };
    let handled = 0;
    for (const row of persons) {
      if (this.stopped) break;
      if (await this.person(pass, row)) handled++;
    }
    for (const row of vehicles) {
      if (this.stopped) break;
      if (await this.vehicle(pass, row)) handled++;
    }
    await repo.dropDeletedPacses(this.ctx.db);
    return handled;
  }

  private async pacsOf(pass: Pass, id: number): Promise<PacsRow | null> {
    if (!pass.pacses.has(id)) pass.pacses.set(id, (await repo.findPacs(this.ctx.db, id)) ?? null);
    return pass.pacses.get(id) ?? null;
  }

  private deviceOf(pass: Pass, pacs: PacsRow): PacsDevice {
    let device = pass.devices.get(pacs.id);
    if (!device) {
      device = deviceFor(pacs, this.ctx.config.outbound);
      pass.devices.set(pacs.id, device);
    }
    return device;
  }

  /** Runs one device call with the pass's memory of unreachable devices; answers the error or null. */
  private async attempt(pass: Pass, pacs: PacsRow, call: (d: PacsDevice) => Promise<void>): Promise<PacsError | Error | null> {
    const down = pass.down.get(pacs.id);
    if (down) return down;
    try {
      await call(this.deviceOf(pass, pacs));
      return null;
    } catch (error) {
      if (error instanceof PacsError && error.failure === 'unreachable') pass.down.set(pacs.id, error);
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  private async failed(table: 'pacs_persons' | 'pacs_vehicles', row: { id: number; attempts: number; version: number }, error: Error): Promise<void> {
    const attempts = row.attempts + 1;
    const retry = error instanceof PacsError && error.retryable && attempts < MAX_ATTEMPTS;
    const now = this.ctx.clock();
    await queue.recordFailure(this.ctx.db, table, row, {
      attempts,
      error: error.message.slice(0, 1000),
      nextAttemptAt: retry ? new Date(now.getTime() + backoffSeconds(attempts) * 1000) : null,
    });
  }

  private async person(pass: Pass, row: PersonRow): Promise<boolean> {
    const db = this.ctx.db;
    const pacs = await this.pacsOf(pass, row.pacs_id);
    if (!pacs) return false;
    const key = String(row.face_id);
    if (row.op === 'delete') {
      if (row.on_device) {
        const error = await this.attempt(pass, pacs, (d) => d.removePerson(key));
        if (error) return this.failed('pacs_persons', row, error).then(() => true);
      }
      await personQueue.personRemoved(db, row);
      if (row.photo_file)
        await fileStore(this.ctx)
          .delete(row.photo_file)
          .catch(() => undefined);
      return true;
    }
    const face = await faceForDevice(db, row.face_id);
    if (!face) return false; // deleted meanwhile: its trigger queued the removal
    if (!row.on_device) {
      const max = this.ctx.config.public.pacs_person_count;
      if ((await queue.countOnDevice(db, 'pacs_persons', pacs.id)) >= max)
        return this.failed('pacs_persons', row, new Error(`the system already holds ${max} persons (pacs_person_count)`)).then(() => true);
    }
    let photo: Buffer | null = null;
    try {
      photo = await this.personPhoto(pacs, row);
    } catch (error) {
      return this.failed('pacs_persons', row, new Error(`photo: ${(error as Error).message}`)).then(() => true);
    }
    const sex = face.sex === 'male' || face.sex === 'female' ? face.sex : null;
    const error = await this.attempt(pass, pacs, (d) => d.upsertPerson({ key, name: face.full_name, sex, photo, onDevice: row.on_device }));
    if (error) return this.failed('pacs_persons', row, error).then(() => true);
    const now = this.ctx.clock();
    await personQueue.personSynced(db, row, now);
    return true;
  }

  /** The photo given for this system, else the chosen (or first) photo of the face, fitted to the vendor. */
  private async personPhoto(pacs: PacsRow, row: PersonRow): Promise<Buffer | null> {
    const limits = this.ctx.config.public.pacs[pacs.vendor === 'dahua' ? 'dahua' : 'hikvision'];
    if (row.photo_file) {
      const data = await fileStore(this.ctx).get(row.photo_file);
      if (data) return (await vendorPhoto(data, limits)).data;
    }
    const image = await photoOfFace(this.ctx.db, row.face_id, row.faceimage_id);
    if (!image) return null;
    const data = await fileStore(this.ctx).get(imageKey(image.image_id));
    if (!data) return null;
    const rect = (typeof image.rect === 'string' ? JSON.parse(image.rect) : image.rect) as Rect | null;
    return (await vendorPhoto(data, limits, rect)).data;
  }

  private async vehicle(pass: Pass, row: VehicleRow): Promise<boolean> {
    const db = this.ctx.db;
    const pacs = await this.pacsOf(pass, row.pacs_id);
    if (!pacs) return false;
    const record = { key: String(row.plate_id), number: row.number, owner: null as string | null, onDevice: row.on_device, recordNo: row.record_no };
    if (row.op === 'delete') {
      if (row.on_device) {
        const error = await this.attempt(pass, pacs, (d) => d.removeVehicle(record));
        if (error) return this.failed('pacs_vehicles', row, error).then(() => true);
      }
      await vehicleQueue.vehicleRemoved(db, row);
      return true;
    }
    const plate = await plateForDevice(db, row.plate_id);
    if (!plate) return false;
    if (!row.on_device) {
      const max = this.ctx.config.public.pacs_vehicle_count;
      if ((await queue.countOnDevice(db, 'pacs_vehicles', pacs.id)) >= max)
        return this.failed('pacs_vehicles', row, new Error(`the system already holds ${max} vehicles (pacs_vehicle_count)`)).then(() => true);
    }
    record.number = plate.number;
    record.owner = plate.owner_full_name;
    let recordNo: string | null = row.record_no;
    const error = await this.attempt(pass, pacs, async (d) => {
      recordNo = (await d.upsertVehicle(record)).recordNo ?? row.record_no;
    });
    if (error) return this.failed('pacs_vehicles', row, error).then(() => true);
    const now = this.ctx.clock();
    await vehicleQueue.vehicleSynced(db, row, recordNo, now);
    return true;
  }
}

/** The background worker of src/workers.ts: syncs from the app's start to its close. */
export function startPacsWorker(app: FastifyInstance): boolean {
  const worker = new PacsWorker(app.ctx, app.log);
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  return true;
}
