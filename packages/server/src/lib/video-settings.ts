/**
 * Settings of the video infrastructure, read from the environment at call time (so tests and
 * operators can change them without a config schema change):
 * - ARGUS_HEARTBEAT_INTERVAL: seconds between heartbeats the machines are told to keep (default 5).
 * - ARGUS_HEARTBEAT_TIMEOUT: seconds without a heartbeat after which an edge or stream server is
 *   offline (default three intervals: 15).
 * - ARGUS_SCHEDULER_INTERVAL: seconds between scheduler passes on the timer (default 15; 0 disables
 *   the timer and the per-second check for lost machines; changes still trigger a pass).
 * - FFPROBE_PATH: the ffprobe binary (default `ffprobe` on PATH); ARGUS_VERIFY_TIMEOUT: seconds a
 *   probe may take (default 10).
 */
function seconds(name: string, fallback: number): number {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

export const heartbeatIntervalS = () => Math.max(1, Math.round(seconds('ARGUS_HEARTBEAT_INTERVAL', 5)));
export const heartbeatTimeoutS = () => seconds('ARGUS_HEARTBEAT_TIMEOUT', 3 * heartbeatIntervalS());
export const schedulerIntervalS = () => seconds('ARGUS_SCHEDULER_INTERVAL', 15);
export const verifyTimeoutS = () => seconds('ARGUS_VERIFY_TIMEOUT', 10);
export const ffprobePath = () => process.env.FFPROBE_PATH || 'ffprobe';

/** Online when the last heartbeat is younger than the timeout. */
export function isOnline(lastSeen: Date | null, now: Date): boolean {
  return lastSeen !== null && now.getTime() - lastSeen.getTime() < heartbeatTimeoutS() * 1000;
}
