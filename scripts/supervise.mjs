// The supervisor of `npm start`: runs each process of the platform, restarts one that exits (with
// a log line and a delay of 1 s doubled per quick failure, capped at 30 s, as the spec's retry
// delay), and stops them all only when told to (Ctrl-C or SIGTERM): SIGTERM first, SIGKILL after
// a grace period.
import { spawn } from 'node:child_process';

export class Supervisor {
  /**
   * @param {{ log?: (line: string) => void, initialMs?: number, maxMs?: number, stableMs?: number, graceMs?: number }} [o]
   *   stableMs: a run at least this long counts as healthy and resets the delay.
   */
  constructor(o = {}) {
    this.log = o.log ?? ((line) => console.error(line));
    this.initialMs = o.initialMs ?? 1000;
    this.maxMs = o.maxMs ?? 30_000;
    this.stableMs = o.stableMs ?? 60_000;
    this.graceMs = o.graceMs ?? 10_000;
    this.stopping = false;
    /** @type {Set<Supervised>} */
    this.processes = new Set();
  }

  /** Starts `command args` as `name` and keeps it running until stop(). */
  run(name, command, args, options = {}) {
    const p = new Supervised(this, name, command, args, options);
    this.processes.add(p);
    p.spawn();
    return p;
  }

  /** Stops every process (the signal, then SIGKILL after the grace period); resolves once all have exited. */
  async stop(signal = 'SIGTERM') {
    this.stopping = true;
    await Promise.all([...this.processes].map((p) => p.stop(signal, this.graceMs)));
  }
}

class Supervised {
  constructor(supervisor, name, command, args, options) {
    Object.assign(this, { supervisor, name, command, args, options });
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    this.restarts = 0;
    this.failures = 0;
    this.timer = null;
    this.startedAt = 0;
    /** Resolves when the current child exits (after stop: the last one). */
    this.exited = Promise.resolve();
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  spawn() {
    this.timer = null;
    if (this.supervisor.stopping) return;
    this.startedAt = Date.now();
    const child = spawn(this.command, this.args, { stdio: 'inherit', ...this.options });
    this.child = child;
    // 'close' also follows a failed spawn ('error' without 'exit').
    this.exited = new Promise((resolve) => child.once('close', resolve));
    child.once('close', (code, signal) => this.onExit(code, signal));
    child.once('error', (error) => this.supervisor.log(`The ${this.name} could not start: ${error.message}`));
  }

  onExit(code, signal) {
    if (this.supervisor.stopping) return;
    const ranMs = Date.now() - this.startedAt;
    this.failures = ranMs >= this.supervisor.stableMs ? 1 : this.failures + 1;
    const delay = Math.min(this.supervisor.maxMs, this.supervisor.initialMs * 2 ** (this.failures - 1));
    this.restarts++;
    this.supervisor.log(`The ${this.name} stopped (${signal ?? `exit code ${code}`}); restarting it in ${delay / 1000} s (restart ${this.restarts}).`);
    this.timer = setTimeout(() => this.spawn(), delay);
  }

  async stop(signal, graceMs) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.running) return;
    const child = this.child;
    child.kill(signal);
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await this.exited;
    clearTimeout(kill);
  }
}
