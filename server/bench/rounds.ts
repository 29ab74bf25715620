// How the load benchmarks measure their calls on each database (see backends.ts): 50
// connections, a warm-up run of each call on each database, then the calls measured in
// alternation, each on one database then the other, ROUNDS times, so that a change of load
// on a shared machine weighs on all of them alike.
import os from 'node:os';
import { issueToken } from '../src/auth/tokens.js';
import type { Db } from '../src/db/database.js';
import { users } from '../src/db/schema/index.js';
import { describeBackends, openBackends, type Backends } from './backends.js';

export const CONNECTIONS = 50;
/** Seconds of each call's warm-up run on each database, before the measured rounds. */
export const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP ?? 1);
const ROUNDS = 2;

/** Seconds each call is measured on each database: BENCH_SECONDS, or the bench's own. */
export const benchSeconds = (fallback: number) => Number(process.env.BENCH_SECONDS ?? fallback);

/** Opens the databases and prints the header: which ran, and how each call is measured. */
export async function openMeasuredBackends(now: Date, seconds: number): Promise<Backends> {
  const backends = await openBackends(now);
  console.log(
    `${describeBackends(backends)}\n${CONNECTIONS} connections; per call and database a ` +
      `${WARM_UP_SECONDS} s warm-up, then ${seconds} s measured in ${ROUNDS} alternating rounds.`,
  );
  return backends;
}

/**
 * Every call on every target: a warm-up run of `WARM_UP_SECONDS` each, then ROUNDS rounds
 * of `seconds / ROUNDS`, each call on one target then the next; `record` takes each
 * measured run.
 */
export async function measureInRounds<Target, Run>(
  calls: number,
  targets: Target[],
  seconds: number,
  measure: (target: Target, index: number, seconds: number) => Promise<Run>,
  record: (target: Target, index: number, run: Run) => void,
) {
  for (let index = 0; index < calls; index += 1) {
    for (const target of targets) await measure(target, index, WARM_UP_SECONDS);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let index = 0; index < calls; index += 1) {
      for (const target of targets) {
        record(target, index, await measure(target, index, seconds / ROUNDS));
      }
    }
  }
}

/**
 * A shopper of the bench: a user with the mobile number `prefix` and `i` in four digits,
 * signed in.
 */
export async function insertShopper(db: Db, prefix: string, i: number, now: Date) {
  const [user] = await db
    .insert(users)
    .values({
      mobile: `${prefix}${String(i).padStart(4, '0')}`,
      nickname: `压测用户${i}`,
      createdAt: now,
    })
    .returning({ id: users.id });
  const { token } = await issueToken(db, user!.id, now);
  return { id: user!.id, token };
}

/** The footnote on the machine the figures were taken on: its CPUs and its load. */
export function describeMachine(): string {
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return `${os.cpus().length} CPUs, load ${load}`;
}
