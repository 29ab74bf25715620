// `npm run bench -- hostile`: how quickly the server answers a cheap request (/api/health,
// one request after another on one connection) while hostile bodies arrive all at once from
// a process of their own: JSON nested thousands of levels deep, and multipart forms of tens
// of thousands of parts. The real server, built from source in this process, on PGlite (see
// backends.ts); the attacks are those of server/src/security/parsers.test.ts, which checks
// that each is refused with its translated answer.
// Budget: the cheap request's p99 stays under 100 ms during each attack. Exits non-zero when
// it is missed.
import { PerformanceObserver } from 'node:perf_hooks';
import {
  ATTACKS,
  hostileClients,
  latencies,
  timeWhile,
  type HostileRequest,
} from '../src/test/hostile.js';
import { openBackend, pad } from './backends.js';

const CHEAP = '/api/health';
const MAX_P99_MS = 100;

const attacks: [string, HostileRequest[]][] = [
  ['40 JSON bodies nested 3000 levels (6 KB each)', ATTACKS.nestedJson()],
  ['20 forms of 50,000 parts (3.2 MB), 20 of 30,000 (1.9 MB)', ATTACKS.manyParts()],
  ['20 nested JSON bodies, 20 forms of 25,000 policy fields', ATTACKS.mixed()],
];

const backend = await openBackend('pglite', new Date());
const rows: string[] = [];
let missed = 0;
try {
  // A quiet baseline first: the same cheap request with nothing else arriving.
  const quiet = latencies(await timeWhile(backend.base, CHEAP, Promise.resolve(), 200));
  rows.push(
    `${pad('nothing else (baseline)', 58)}${pad(quiet.p50, 8)}${pad(quiet.p99, 8)}${pad(quiet.max, 8)}-`,
  );
  for (const [name, requests] of attacks) {
    const send = await hostileClients(backend.base, requests);
    const pauses: number[] = [];
    const collections = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) pauses.push(entry.duration);
    });
    collections.observe({ entryTypes: ['gc'] });
    const answers = send();
    const cheap = latencies(await timeWhile(backend.base, CHEAP, answers));
    const refused = (await answers).filter((answer) => answer.status >= 400).length;
    collections.disconnect();
    const gc = Math.round(pauses.reduce((a, b) => a + b, 0));
    const ok = cheap.p99 < MAX_P99_MS && refused === requests.length;
    if (!ok) missed += 1;
    rows.push(
      `${pad(name, 58)}${pad(cheap.p50, 8)}${pad(cheap.p99, 8)}${pad(cheap.max, 8)}` +
        `${refused}/${requests.length} refused, GC ${gc} ms${ok ? '' : '  <- over budget'}`,
    );
  }
} finally {
  await backend.close();
}

console.log(`GET ${CHEAP} latency (ms) while hostile bodies arrive; budget p99 < ${MAX_P99_MS} ms`);
console.log(`${pad('attack', 58)}${pad('p50', 8)}${pad('p99', 8)}${pad('max', 8)}attack answers`);
for (const row of rows) console.log(row);
process.exit(missed === 0 ? 0 : 1);
