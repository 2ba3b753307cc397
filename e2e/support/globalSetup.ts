import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createAccounts } from './users';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/**
 * Builds one database with the journeys' accounts, using the server's own CLI; each journey
 * copies it into a fresh temporary data directory for its own server.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'argus-e2e-template-'));
  await createAccounts(dir);
  project.provide('templateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
