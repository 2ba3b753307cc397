import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, type ServerConfig } from '../../config/env';
import { inMemory } from '../../config/data-dir';

/**
 * The licence supplier's keys. The platform verifies licences with the supplier's public key
 * (ARGUS_LICENSE_PUBLIC_KEY). Without one, the installation is its own supplier: a key pair is
 * generated once under `<ARGUS_DATA_DIR>/license/` (in memory for an in-memory data dir).
 * The private key (ARGUS_LICENSE_PRIVATE_KEY, or the generated one) only serves POST /licenses.
 */
export interface SupplierKeys {
  publicKey: KeyObject;
  privateKey: KeyObject | null;
  /** One line for the start-up log: where the keys come from. */
  origin: string;
}

export const PUBLIC_KEY_FILE = 'public.pem';
export const PRIVATE_KEY_FILE = 'private.pem';

/** A PEM given inline or as the path of a file that holds it. */
function pemText(value: string, name: string): string {
  if (value.includes('-----BEGIN')) return value.replace(/\\n/g, '\n');
  try {
    return readFileSync(path.resolve(value), 'utf8');
  } catch {
    throw new ConfigError(`${name} is neither a PEM key nor a readable file: ${value}`);
  }
}

function ed25519(key: KeyObject, name: string): KeyObject {
  if (key.asymmetricKeyType !== 'ed25519') throw new ConfigError(`${name} must be an Ed25519 key`);
  return key;
}

export function readPublicKey(value: string, name = 'ARGUS_LICENSE_PUBLIC_KEY'): KeyObject {
  try {
    return ed25519(createPublicKey(pemText(value, name)), name);
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError(`${name} is not a valid public key`);
  }
}

export function readPrivateKey(value: string, name = 'ARGUS_LICENSE_PRIVATE_KEY'): KeyObject {
  try {
    return ed25519(createPrivateKey(pemText(value, name)), name);
  } catch (error) {
    throw error instanceof ConfigError ? error : new ConfigError(`${name} is not a valid private key`);
  }
}

const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' }).toString('base64');

export function newKeyPairPem(): { publicPem: string; privatePem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** Writes a new pair into `dir` (the private key readable by the owner only); refuses to overwrite. */
export function writeKeyPair(dir: string): { publicPath: string; privatePath: string } {
  const pair = newKeyPairPem();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const publicPath = path.join(dir, PUBLIC_KEY_FILE);
  const privatePath = path.join(dir, PRIVATE_KEY_FILE);
  writeFileSync(privatePath, pair.privatePem, { mode: 0o600, flag: 'wx' });
  writeFileSync(publicPath, pair.publicPem, { mode: 0o644, flag: 'wx' });
  return { publicPath, privatePath };
}

function ownSupplier(config: ServerConfig): SupplierKeys {
  if (inMemory(config.dataDir)) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    return {
      publicKey,
      privateKey,
      origin: 'no ARGUS_LICENSE_PUBLIC_KEY: generated an in-memory supplier key pair (this installation issues its own licences)',
    };
  }
  const dir = path.join(config.dataDir, 'license');
  const publicPath = path.join(dir, PUBLIC_KEY_FILE);
  const fresh = !existsSync(publicPath);
  if (fresh) writeKeyPair(dir);
  const publicKey = readPublicKey(publicPath, publicPath);
  const privateKey = readPrivateKey(path.join(dir, PRIVATE_KEY_FILE), path.join(dir, PRIVATE_KEY_FILE));
  const verb = fresh ? 'generated a supplier key pair' : 'using the supplier key pair';
  return { publicKey, privateKey, origin: `no ARGUS_LICENSE_PUBLIC_KEY: ${verb} under ${dir} (this installation issues its own licences)` };
}

export function resolveSupplierKeys(config: ServerConfig): SupplierKeys {
  const { publicKey: publicValue, privateKey: privateValue } = config.license;
  const privateKey = privateValue ? readPrivateKey(privateValue) : null;
  if (!publicValue) {
    if (!privateKey) return ownSupplier(config);
    return { publicKey: createPublicKey(privateKey), privateKey, origin: 'licence keys from ARGUS_LICENSE_PRIVATE_KEY (public key derived from it)' };
  }
  const publicKey = readPublicKey(publicValue);
  if (privateKey && spki(createPublicKey(privateKey)) !== spki(publicKey)) {
    throw new ConfigError('ARGUS_LICENSE_PRIVATE_KEY does not belong to ARGUS_LICENSE_PUBLIC_KEY');
  }
  const issuing = privateKey ? 'issuing enabled (ARGUS_LICENSE_PRIVATE_KEY)' : 'issuing disabled (no private key)';
  return { publicKey, privateKey, origin: `licence public key from ARGUS_LICENSE_PUBLIC_KEY; ${issuing}` };
}

const cache = new WeakMap<ServerConfig, SupplierKeys>();

/** The keys of a running server, resolved once per configuration. */
export function supplierKeys(config: ServerConfig): SupplierKeys {
  let keys = cache.get(config);
  if (!keys) {
    keys = resolveSupplierKeys(config);
    cache.set(config, keys);
  }
  return keys;
}
