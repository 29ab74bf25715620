// The backup round trip of the backup tests, on either database: shoppers create top-up
// orders in a loop against a real server process; a backup is taken with `npm run backup` while
// they go on writing; it is restored with `npm run restore` into a new place, a server
// started there serves every order acknowledged before the backup started.
import { spawn } from 'node:child_process';
import { expect } from 'vitest';
import { ApiError, type ApiClient } from '@citylife/api-client';
import { repoRoot } from '../config.js';
import { writeSignedInMember, type SignedInMember } from './accounts.js';
import { testEnvironment } from './environment.js';
import { processClient, type ServerData, type ServerProcess } from './processes.js';

/** Shoppers writing at the same time. */
const SHOPPERS = 4;
/** Writes acknowledged before the backup starts. */
const ACKNOWLEDGED_BEFORE_BACKUP = 60;
/** Writes acknowledged while the backup runs, at least, before the writers stop. */
const ACKNOWLEDGED_DURING_BACKUP = 10;

export interface CommandResult {
  code: number | null;
  output: string;
}

/** Runs `npm run <script> -- args` as an operator does (node scripts/ops.mjs <script>), with `env`. */
export function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/ops.mjs', script, ...args], {
      cwd: repoRoot,
      env: { PATH: testEnvironment.path, HOME: testEnvironment.home, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The top-up slot every order is for (yuan). */
const TOPUP_AMOUNT = 50;

const createTopup = (client: ApiClient) =>
  client.call((c) => c.POST('/member/createTopupOrder/', { body: { amount: TOPUP_AMOUNT } }));

/** Shoppers of their own in `data`, written before a server starts on it. */
export async function createShoppers(data: ServerData): Promise<SignedInMember[]> {
  const database = await data.open();
  try {
    const shoppers: SignedInMember[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) {
      shoppers.push(await writeSignedInMember(database.db, '1396', `Backup shopper ${i}`));
    }
    return shoppers;
  } finally {
    await database.close();
  }
}

export interface RoundTrip {
  /** Writes acknowledged before the backup started. */
  acknowledgedBefore: number;
  /** Writes acknowledged in all (before, during and after the backup). */
  acknowledged: number;
  /** Of the acknowledged writes, those the restored server serves. */
  restored: number;
  /** What the backup command printed. */
  backupOutput: string;
}

/**
 * Writes through `server` as `shoppers`, backs up with `backupEnv` once enough writes are
 * acknowledged (the writers go on), then restores with `restoreEnv` and checks, through a
 * server that `startRestored` starts on the restored data, that every write acknowledged
 * before the backup started is served as written.
 */
export async function backupUnderLoad({
  server,
  shoppers,
  file,
  backupEnv,
  restoreEnv,
  startRestored,
}: {
  server: ServerProcess;
  shoppers: SignedInMember[];
  file: string;
  backupEnv: Record<string, string>;
  restoreEnv: Record<string, string>;
  startRestored: () => Promise<ServerProcess>;
}): Promise<RoundTrip> {
  /** Each acknowledged order: its shopper and number, in the order of their answers. */
  const acknowledged: Array<{ shopper: number; sn: string }> = [];
  let stop = false;
  let reached: () => void = () => {};
  const enough = new Promise<void>((resolve) => (reached = resolve));
  let target = ACKNOWLEDGED_BEFORE_BACKUP;
  const writers = shoppers.map(async (shopper, index) => {
    const client = processClient(server.url, shopper.token, shopper.id);
    while (!stop) {
      const answer = await createTopup(client);
      acknowledged.push({ shopper: index, sn: answer.order_sn });
      if (acknowledged.length >= target) reached();
    }
  });
  const writing = Promise.all(writers);
  await Promise.race([enough, writing]);
  const before = acknowledged.slice();
  const backingUp = runScript('backup', [file], backupEnv);
  // The writers go on while the backup runs; a few more writes are acknowledged after it.
  const backup = await backingUp;
  target = acknowledged.length + ACKNOWLEDGED_DURING_BACKUP;
  await Promise.race([new Promise<void>((resolve) => (reached = resolve)), writing]);
  stop = true;
  await writing;
  expect(backup.code, backup.output).toBe(0);

  const restore = await runScript('restore', [file], restoreEnv);
  expect(restore.code, restore.output).toBe(0);
  // Restoring again over the restored data is refused without --force.
  const again = await runScript('restore', [file], restoreEnv);
  expect(again.code).toBe(1);
  expect(again.output).toMatch(/already holds .*--force/);

  const restoredServer = await startRestored();
  /** Whether the restored server serves the order as it was acknowledged. */
  const served = async ({ shopper, sn }: { shopper: number; sn: string }) => {
    const { id, token } = shoppers[shopper]!;
    const client = processClient(restoredServer.url, token, id);
    try {
      const payment = await client.call((c) =>
        c.GET('/order/getPayment/{order_sn}', { params: { path: { order_sn: sn } } }),
      );
      return payment.order_sn === sn && payment.totalamount === TOPUP_AMOUNT;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return false;
      throw error;
    }
  };
  let restored = 0;
  for (const [index, write] of acknowledged.entries()) {
    const found = await served(write);
    if (index < before.length) expect(found, `order ${write.sn}`).toBe(true);
    if (found) restored += 1;
  }
  return {
    acknowledgedBefore: before.length,
    acknowledged: acknowledged.length,
    restored,
    backupOutput: backup.output,
  };
}
