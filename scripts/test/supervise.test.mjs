import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Supervisor } from '../supervise.mjs';

const dirs = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'argus-supervise-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A real node process that notes each start (its pid) in `file`, then runs `body`. */
const child = (file, body) => ['-e', `require('fs').appendFileSync(${JSON.stringify(file)}, process.pid + '\\n'); ${body}`];
const starts = (file) => readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map(Number);

async function until(check, ms, what) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('npm start supervisor', () => {
  it('restarts a process that exits, with a log line and a growing delay, and stops only when told', async () => {
    const file = join(tempDir(), 'starts');
    appendFileSync(file, '');
    const lines = [];
    const s = new Supervisor({ log: (l) => lines.push({ at: Date.now(), l }), initialMs: 200, maxMs: 800, stableMs: 60_000 });
    const p = s.run('edge', process.execPath, child(file, 'process.exit(1)'));
    await until(() => starts(file).length >= 4, 20_000, 'four starts');
    expect(lines[0].l).toBe('The edge stopped (exit code 1); restarting it in 0.2 s (restart 1).');
    expect(lines[1].l).toBe('The edge stopped (exit code 1); restarting it in 0.4 s (restart 2).');
    expect(lines[2].l).toBe('The edge stopped (exit code 1); restarting it in 0.8 s (restart 3).');
    // Each restart waited at least its delay after the line announcing it.
    expect(lines[2].at - lines[1].at).toBeGreaterThanOrEqual(400);
    await s.stop();
    const after = starts(file).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(starts(file).length).toBe(after);
    expect(p.running).toBe(false);
  });

  it('a process killed with SIGKILL comes back as a new process; a healthy run resets the delay', async () => {
    const file = join(tempDir(), 'starts');
    appendFileSync(file, '');
    const lines = [];
    const s = new Supervisor({ log: (l) => lines.push(l), initialMs: 100, stableMs: 300 });
    s.run('media service', process.execPath, child(file, 'setInterval(() => {}, 1000)'));
    await until(() => starts(file).length === 1, 20_000, 'first start');
    await new Promise((r) => setTimeout(r, 500));
    process.kill(starts(file)[0], 'SIGKILL');
    await until(() => starts(file).length === 2, 20_000, 'restart after SIGKILL');
    expect(lines).toEqual(['The media service stopped (SIGKILL); restarting it in 0.1 s (restart 1).']);
    await new Promise((r) => setTimeout(r, 500));
    process.kill(starts(file)[1], 'SIGKILL');
    await until(() => starts(file).length === 3, 20_000, 'second restart');
    // It had run longer than stableMs: the delay starts over instead of doubling.
    expect(lines[1]).toBe('The media service stopped (SIGKILL); restarting it in 0.1 s (restart 2).');
    const [first, second, third] = starts(file);
    expect(new Set([first, second, third]).size).toBe(3);
    await s.stop();
  });

  it('stop sends the signal and kills a process that ignores it after the grace period', async () => {
    const file = join(tempDir(), 'starts');
    appendFileSync(file, '');
    const lines = [];
    const s = new Supervisor({ log: (l) => lines.push(l), graceMs: 500 });
    const stubborn = s.run('API', process.execPath, child(file, "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"));
    const polite = s.run('edge', process.execPath, child(file, 'setInterval(() => {}, 1000)'));
    await until(() => starts(file).length === 2, 20_000, 'both started');
    await new Promise((r) => setTimeout(r, 300));
    const began = Date.now();
    await s.stop('SIGTERM');
    expect(Date.now() - began).toBeGreaterThanOrEqual(450);
    expect(stubborn.child.signalCode).toBe('SIGKILL');
    expect(polite.child.signalCode).toBe('SIGTERM');
    expect(lines).toEqual([]);
  });
});
