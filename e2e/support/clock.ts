/**
 * The clock of a run set to a date. `E2E_NOW` is the instant the run pretends it is, read
 * at the real instant `E2E_CLOCK_FROM` (milliseconds, set once by the configuration); from
 * there the time runs on. The server (started by `support/serve-at.mjs`) and every browser
 * page read the same time.
 */
export function shiftedNow(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  if (!env.E2E_NOW) return undefined;
  const at = Date.parse(env.E2E_NOW);
  const from = Number(env.E2E_CLOCK_FROM ?? Date.now());
  if (Number.isNaN(at)) throw new Error(`E2E_NOW is not a date: ${env.E2E_NOW}`);
  return new Date(at + (Date.now() - from));
}

/** The time the app's pages read: the run's shifted clock, or the real one. */
export function pageNow(): Date {
  return shiftedNow() ?? new Date();
}
