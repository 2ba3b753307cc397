import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Hosts of a test's own on one machine: network namespaces joined by a bridge in this process's
 * namespace, each with one address on a private /24, as machines on one switch. The test process is
 * the bridge's own address (a host on the same network: cameras and an operator's console).
 */
export interface Network {
  /** This process's address on the network. */
  gateway: string;
  /** The address of host `name`. */
  address(name: string): string;
  /** The namespace of host `name`, for `ip netns exec`. */
  namespace(name: string): string;
  /** `ip netns exec <ns>`: a command's prefix that runs it on host `name`. */
  on(name: string): string[];
  /** The host's cable out: it stops answering (and reaching anything) while unplugged. */
  unplug(name: string): Promise<void>;
  plug(name: string): Promise<void>;
  /** The network's addresses, for the outbound guard's allow list. */
  cidr: string;
  remove(): Promise<void>;
}

const ip = (...args: string[]) => run('ip', args, { timeout: 20_000 });

/** Why hosts cannot be made here (not root, no `ip`, no namespaces), or null when they can. */
export async function networkUnavailable(): Promise<string | null> {
  if (process.platform !== 'linux') return 'network namespaces are Linux only';
  if (process.getuid?.() !== 0) return 'making network namespaces needs root';
  const probe = `argusprobe${process.pid}`;
  try {
    await ip('netns', 'add', probe);
    await ip('netns', 'del', probe);
    return null;
  } catch (error) {
    return `ip netns is not usable here: ${(error as Error).message.split('\n')[0]}`;
  }
}

/** Makes hosts `names` (each its own namespace) on a fresh bridge; remove() takes them all down. */
export async function makeNetwork(names: readonly string[]): Promise<Network> {
  // Names short enough for interface names (15 characters), unique to this process.
  const tag = `a${process.pid % 100_000}`;
  const subnet = `10.${200 + (process.pid % 50)}.${process.pid % 250}`;
  const bridge = `${tag}br`;
  const made: string[] = [];
  const index = new Map(names.map((n, i) => [n, i]));
  const slot = (name: string) => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`no host ${name}`);
    return i;
  };
  const namespace = (name: string) => `${tag}-${name}`;
  const address = (name: string) => `${subnet}.${10 + slot(name)}`;
  const veth = (name: string) => `${tag}v${slot(name)}`;
  const network: Network = {
    gateway: `${subnet}.1`,
    cidr: `${subnet}.0/24`,
    address,
    namespace,
    on: (name) => ['ip', 'netns', 'exec', namespace(name)],
    unplug: async (name) => void (await ip('link', 'set', veth(name), 'down')),
    plug: async (name) => void (await ip('link', 'set', veth(name), 'up')),
    async remove() {
      for (const ns of made) await ip('netns', 'del', ns).catch(() => {});
      await ip('link', 'del', bridge).catch(() => {});
    },
  };
  try {
    await ip('link', 'add', bridge, 'type', 'bridge');
    await ip('addr', 'add', `${network.gateway}/24`, 'dev', bridge);
    await ip('link', 'set', bridge, 'up');
    for (const name of names) {
      const ns = namespace(name);
      await ip('netns', 'add', ns);
      made.push(ns);
      await ip('link', 'add', veth(name), 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
      await ip('link', 'set', veth(name), 'master', bridge, 'up');
      await ip('-n', ns, 'addr', 'add', `${address(name)}/24`, 'dev', 'eth0');
      await ip('-n', ns, 'link', 'set', 'eth0', 'up');
      await ip('-n', ns, 'link', 'set', 'lo', 'up');
      await ip('-n', ns, 'route', 'add', 'default', 'via', network.gateway);
    }
  } catch (error) {
    await network.remove();
    throw error;
  }
  return network;
}
