import { readFileSync, statfsSync } from 'node:fs';
import { arch, cpus, freemem, loadavg, platform, release, totalmem, uptime } from 'node:os';
import type { EdgeHeartbeat } from '@argus/contracts';

type Info = EdgeHeartbeat['info'];

function netTotals(): { rx: number; tx: number } | null {
  try {
    // Linux: bytes received/sent per interface since boot; loopback excluded.
    const lines = readFileSync('/proc/net/dev', 'utf8').split('\n').slice(2);
    let rx = 0;
    let tx = 0;
    for (const line of lines) {
      const [name, rest] = line.split(':');
      if (!rest || name?.trim() === 'lo') continue;
      const f = rest.trim().split(/\s+/).map(Number);
      rx += f[0] ?? 0;
      tx += f[8] ?? 0;
    }
    return { rx, tx };
  } catch {
    return null;
  }
}

function temperature(): number | null {
  try {
    const milli = Number(readFileSync('/sys/class/thermal/thermal_zone0/temp', 'utf8').trim());
    return Number.isFinite(milli) ? Math.round(milli / 100) / 10 : null;
  } catch {
    return null;
  }
}

/** Real facts of this machine for the heartbeat; network figures are rates since the previous call. */
export class HostFacts {
  private lastNet: { rx: number; tx: number; at: number } | null = null;

  constructor(private readonly dataDir: string) {}

  info(): Info {
    const cores = cpus();
    const net = netTotals();
    const now = Date.now();
    let rate = { rx: 0, tx: 0 };
    if (net && this.lastNet && now > this.lastNet.at) {
      const s = (now - this.lastNet.at) / 1000;
      rate = { rx: Math.max(0, (net.rx - this.lastNet.rx) / s), tx: Math.max(0, (net.tx - this.lastNet.tx) / s) };
    }
    if (net) this.lastNet = { ...net, at: now };
    let disk = { total: 0, used: 0 };
    try {
      const st = statfsSync(this.dataDir);
      disk = { total: st.blocks * st.bsize, used: (st.blocks - st.bfree) * st.bsize };
    } catch {
      // the data dir may not exist yet
    }
    const total = totalmem();
    return {
      os: `${platform()} ${release()}`,
      arch: arch(),
      cpu: { model: cores[0]?.model ?? 'unknown', cores: cores.length, load: Math.min(1, Math.max(0, (loadavg()[0] ?? 0) / Math.max(1, cores.length))) },
      mem: { total, used: total - freemem() },
      disk,
      net: rate,
      temp: temperature(),
      machine_uptime: Math.floor(uptime()),
    };
  }
}
