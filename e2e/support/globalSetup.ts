import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, USER_CLI } from './paths';
import { USERS } from './users';

const run = promisify(execFile);

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
  for (const user of Object.values(USERS)) {
    await run(process.execPath, ['--import', 'tsx', USER_CLI, 'create', '--username', user.username, '--password', user.password, ...user.args], {
      cwd: REPO_ROOT,
      env: { ...process.env, ARGUS_DATA_DIR: dir },
    });
  }
  project.provide('templateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
