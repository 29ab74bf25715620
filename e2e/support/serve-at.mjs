// Starts the built server for an end-to-end run set to a date: its clock reads E2E_NOW at
// the real instant E2E_CLOCK_FROM and runs on from there (the browser pages read the same,
// see support/test.ts). Only the test configuration starts the server this way: the
// product's own entry point has no clock setting.
import { startServer } from '../../server/dist/start.js';

const at = Date.parse(process.env.E2E_NOW ?? '');
const from = Number(process.env.E2E_CLOCK_FROM);
if (Number.isNaN(at) || !Number.isFinite(from)) {
  console.error('serve-at needs E2E_NOW (an ISO 8601 instant) and E2E_CLOCK_FROM (ms)');
  process.exit(2);
}
await startServer({ now: () => new Date(at + (Date.now() - from)) });
