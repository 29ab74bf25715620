// Upgrades from an earlier release: a database made by the first release with this
// migration layout (its migrations and its seed, taken from the repository's history), with
// a seeded row changed afterwards as an operator would, is opened by the current server:
// the later migrations apply, the old data is served, and the changed row is not seeded
// over. On PGlite (a data directory) and, with TEST_POSTGRES_URL, on a PostgreSQL database.
import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { repoRoot } from '../config.js';
import { databaseUrl, onServer } from '../test/globalSetup.js';
import { useServerProcesses, type ServerData } from '../test/processes.js';

/** The first release with the migrations in server/drizzle as they are laid out now. */
const FIRST_RELEASE = 'aedc058ba58096ba1053edc30c65d78c67586f73';
/** The seeded setting the operator changed on the old release, and its new value. */
const CHANGED_KEY = 'cstel';
const CHANGED_VALUE = '400-000-0001';

const processes = useServerProcesses();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * The release's database layer and migrations (server/src/db, server/drizzle), extracted
 * from the history under server/node_modules/.cache so that they find the server's packages;
 * fails, saying so, when the history is not there (a shallow clone).
 */
async function extractRelease(commit: string): Promise<string> {
  const known = spawnSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: repoRoot });
  if (known.status !== 0) {
    throw new Error(
      `The upgrade test needs the repository's history: commit ${commit} is not in ${repoRoot} ` +
        `(a shallow clone? run git fetch --unshallow).`,
    );
  }
  const dir = path.join(
    repoRoot,
    'server',
    'node_modules',
    '.cache',
    `citylife-upgrade-${randomUUID()}`,
  );
  await mkdir(dir, { recursive: true });
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const archive = execFileSync(
    'git',
    ['archive', '--format=tar', commit, 'server/src/db', 'server/drizzle'],
    {
      cwd: repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  return dir;
}

/** What the release's database layer exports (server/src/db/database.ts then). */
interface ReleaseDatabase {
  openDatabase(
    source: { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string },
  ): Promise<{
    db: { execute(query: unknown): Promise<unknown> };
    close(): Promise<void>;
  }>;
}

/** Empty data for the release to create its database in: a directory, or a new database. */
async function emptyData(): Promise<{
  data: ServerData;
  source: Parameters<ReleaseDatabase['openDatabase']>[0];
}> {
  const template = inject('postgresTemplate');
  if (template) {
    const server = databaseUrl(template, 'postgres');
    const name = `citylife_upgrade_${randomUUID().replaceAll('-', '')}`;
    await onServer(server, `create database ${name}`);
    const url = databaseUrl(server, name);
    const data: ServerData = {
      kind: 'postgres',
      env: { DATABASE_URL: url },
      open: () => Promise.reject(new Error('opened by the release and the server only')),
      remove: () => onServer(server, `drop database if exists ${name} with (force)`),
    };
    cleanups.push(() => data.remove());
    return { data, source: { kind: 'postgres', url } };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-upgrade-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const data: ServerData = {
    kind: 'pglite',
    env: { DATA_DIR: dir },
    open: () => Promise.reject(new Error('opened by the release and the server only')),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
  return { data, source: { kind: 'pglite', dataDir: path.join(dir, 'pglite') } };
}

describe('a database made by an earlier release', () => {
  it('is migrated by the current server, which serves its data and seeds nothing over it', async () => {
    const release = await extractRelease(FIRST_RELEASE);
    const { sql } = await import('drizzle-orm');
    const old = (await import(path.join(release, 'server/src/db/database.ts'))) as ReleaseDatabase;
    const { data, source } = await emptyData();

    // The release creates its database (its migrations, its seed); the operator changes a
    // seeded setting.
    const database = await old.openDatabase(source);
    try {
      await database.db.execute(
        sql`update settings set value = ${CHANGED_VALUE} where key = ${CHANGED_KEY}`,
      );
    } finally {
      await database.close();
    }

    // The server applies every later migration and seeds the later tables at its start.
    const server = await processes.start(data, {}, { startTimeoutMs: 180_000 });
    const settings = (await (
      await fetch(`${server.url}/api/getSettings/${CHANGED_KEY},copyright`)
    ).json()) as { data: Record<string, string> };
    expect(settings.data).toEqual({ [CHANGED_KEY]: CHANGED_VALUE, copyright: '© 2026 City Life' });
    // The later migrations applied and their seeds ran: the catalogue is there.
    const items = await fetch(`${server.url}/item/getById/1`);
    expect(items.status, await items.clone().text()).toBe(200);
    expect(server.exited).toBe(false);
  }, 300_000);
});
