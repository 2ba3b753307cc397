import mqtt, { type MqttClient } from 'mqtt';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { sensorOrigin } from '../sensors/repo';
import { checkPayload, store } from './service';

/**
 * The MQTT consumer of sensor readings (on when ARGUS_MQTT_URL is set).
 *
 * Topic: `<prefix>/<organization_id>/sensors/<sensor_id>/readings` (prefix ARGUS_MQTT_TOPIC_PREFIX,
 * default `argus`). Payload: a JSON object `{"payload": {...}, "ts": "<ISO 8601>"}`; ts is
 * optional (the time of receipt otherwise). The sensor must exist in that organisation.
 * The subscription is shared (`$share/argus-server/...`) so that several API replicas on one
 * broker store each reading once.
 *
 * Anything else is malformed: counted by reason, remembered (the last few, without their
 * content), logged as a warning, and dropped. A bad message never stops the consumer: every
 * message is handled in its own try/catch and a failed store is counted, not thrown.
 */
export interface MqttConfig {
  url: string;
  topicPrefix: string;
  username: string | null;
  password: string | null;
}

export interface IngestStats {
  connected: boolean;
  received: number;
  stored: number;
  malformed: Record<string, number>;
  failed: number;
  recent: { at: string; topic: string; reason: string }[];
}

interface Logger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const MAX_MESSAGE_BYTES = 64 * 1024;
const RECENT = 20;

export class ReadingConsumer {
  readonly stats: IngestStats = { connected: false, received: 0, stored: 0, malformed: {}, failed: 0, recent: [] };
  private client: MqttClient | null = null;
  private readonly pattern: RegExp;
  /** Messages being stored; close() waits for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly config: MqttConfig,
    private readonly log: Logger,
  ) {
    const prefix = config.topicPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    this.pattern = new RegExp(`^${prefix}/(\\d{1,10})/sensors/(\\d{1,10})/readings$`);
  }

  get topic(): string {
    return `${this.config.topicPrefix}/+/sensors/+/readings`;
  }

  start(): void {
    const client = mqtt.connect(this.config.url, {
      clientId: `argus-server-${process.pid}-${Math.random().toString(16).slice(2, 10)}`,
      ...(this.config.username ? { username: this.config.username } : {}),
      ...(this.config.password ? { password: this.config.password } : {}),
      reconnectPeriod: 2000,
      protocolVersion: 5,
    });
    this.client = client;
    client.on('connect', () => {
      this.stats.connected = true;
      client.subscribe(`$share/argus-server/${this.topic}`, { qos: 1 }, (err) => {
        if (err) this.log.warn({ err: err.message }, 'MQTT: subscription refused');
        else this.log.info({ topic: this.topic }, 'MQTT: consuming sensor readings');
      });
    });
    client.on('close', () => (this.stats.connected = false));
    client.on('error', (err) => this.log.warn({ err: err.message }, 'MQTT: connection error'));
    client.on('message', (topic, message) => {
      const job = this.handle(topic, message).finally(() => this.pending.delete(job));
      this.pending.add(job);
    });
  }

  private malformed(topic: string, reason: string): void {
    this.stats.malformed[reason] = (this.stats.malformed[reason] ?? 0) + 1;
    this.stats.recent.push({ at: this.ctx.clock().toISOString(), topic: topic.slice(0, 200), reason });
    if (this.stats.recent.length > RECENT) this.stats.recent.shift();
    this.log.warn({ topic: topic.slice(0, 200), reason }, 'MQTT: malformed sensor reading dropped');
  }

  /** Never throws. */
  async handle(topic: string, message: Buffer): Promise<void> {
    this.stats.received += 1;
    try {
      const m = this.pattern.exec(topic);
      if (!m) return this.malformed(topic, 'topic');
      if (message.length > MAX_MESSAGE_BYTES) return this.malformed(topic, 'too_large');
      let body: unknown;
      try {
        body = JSON.parse(message.toString('utf8'));
      } catch {
        return this.malformed(topic, 'not_json');
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return this.malformed(topic, 'not_object');
      const { payload, ts, ...rest } = body as Record<string, unknown>;
      if (Object.keys(rest).length > 0) return this.malformed(topic, 'unknown_field');
      if (checkPayload(payload)) return this.malformed(topic, 'payload');
      let at = this.ctx.clock();
      if (ts !== undefined) {
        if (typeof ts !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(ts) || Number.isNaN(Date.parse(ts))) return this.malformed(topic, 'ts');
        at = new Date(ts);
      }
      const organizationId = Number(m[1]);
      const sensorId = Number(m[2]);
      if (sensorId > 2147483647 || organizationId > 2147483647) return this.malformed(topic, 'unknown_sensor');
      const sensor = await sensorOrigin(this.ctx.db, sensorId);
      if (!sensor || sensor.organization_id !== organizationId) return this.malformed(topic, 'unknown_sensor');
      await store(this.ctx, sensorId, payload as Record<string, unknown>, at);
      this.stats.stored += 1;
    } catch (err) {
      this.stats.failed += 1;
      this.log.warn({ topic: topic.slice(0, 200), err: err instanceof Error ? err.message : String(err) }, 'MQTT: storing a sensor reading failed');
    }
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.endAsync(true).catch(() => undefined);
    await Promise.allSettled([...this.pending]);
  }
}

const consumers = new WeakMap<AppContext, ReadingConsumer>();

export function registerConsumer(ctx: AppContext, consumer: ReadingConsumer): void {
  consumers.set(ctx, consumer);
}

/** The running consumer's counters, or null when MQTT is not configured. */
export function ingestStats(ctx: AppContext): IngestStats | null {
  return consumers.get(ctx)?.stats ?? null;
}

/** The background worker of src/workers.ts: consumes from the app's start to its close, when ARGUS_MQTT_URL is set. */
export function startReadingConsumer(app: FastifyInstance): boolean {
  const config = app.ctx.config.mqtt;
  if (!config) return false;
  const consumer = new ReadingConsumer(app.ctx, config, app.log);
  registerConsumer(app.ctx, consumer);
  app.addHook('onReady', async () => consumer.start());
  app.addHook('onClose', async () => consumer.close());
  return true;
}
