// The command `citylife-conformance` (`npx @citylife/conformance`): options, help, output.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadDocument, runConformance, type RunOptions } from './conformance.js';
import { formatTable, skippedOperations, summarize, toJUnit } from './report.js';
import type { SignInMethod } from './signIn.js';

export const HELP = `Usage: citylife-conformance --base-url URL [options]
       (npx @citylife/conformance --base-url URL [options])

Calls every operation of the City Life API contract (@citylife/openapi) on the server at
URL with the contract's examples, checks each answer against the documented response for
its status, and sends malformed requests (bad path parameters, missing fields, a body that
is not JSON, values of the wrong JSON type, a NUL and a lone surrogate in text), each of
which must be refused with a 4xx failure envelope. Prints one row per check and exits with
1 when a check failed (2 for wrong options).

Options:
  --base-url URL        the server to check (required), e.g. http://127.0.0.1:8080
  --json                print the results as JSON on stdout instead of the table
  --junit FILE          also write the results as JUnit XML to FILE (one test suite per
                        operation, one test case per check)
  --contract FILE       check against this OpenAPI document instead of the contract of the
                        installed @citylife/openapi
  --mobile N            a test member's mobile number (or email) ...
  --password P          ... and password: the runner signs in with them (POST /user/auth2/,
                        solving the proof-of-work challenge itself)
  --token T             or a test member's token (POST /user/tokenAuth/)
  --admin-mobile N      the admin's mobile number (default 13900139000) ...
  --admin-password P    ... and password, or
  --admin-token T       an admin's token
  -h, --help            this text

Prerequisites:
  The server must answer at URL. Operations that need a signed-in member or admin run only
  when the runner can sign in, in one of two ways:
  - a server in development mode (the reference server: CITYLIFE_MODE=development), whose
    development calls answer this machine: GET /dev/captcha/{trackId} (the solution of a
    sign-in challenge) and GET /dev/outbox/ (the passcode). The runner then signs up a new
    member number and signs in the admin of --admin-mobile with passcodes; or
  - a test account given by --mobile and --password (or --token), and for the admin's
    operations --admin-mobile and --admin-password (or --admin-token).
  Without either, every check of those operations is reported as skipped, by operation and
  check, and counted as skipped, not passed. Use test accounts: the checks change their
  data, and the run ends by signing out (POST /user/logout/), which revokes a --token.
`;

export interface CliOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultOutput: CliOutput = {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};

/** The sign-in of one role from its options, or undefined for the development calls. */
function signInFrom(
  role: string,
  account: string | undefined,
  password: string | undefined,
  token: string | undefined,
): SignInMethod | undefined {
  if (token !== undefined) return { kind: 'token', token };
  if (password !== undefined) {
    if (account === undefined) throw new Error(`--${role}password needs --${role}mobile`);
    return { kind: 'password', account, password };
  }
  return undefined;
}

/** Reads the options; throws an Error with the message to print for wrong ones. */
export function parseOptions(
  argv: string[],
): (Omit<RunOptions, 'document'> & { json: boolean; junit?: string; contract?: string }) | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      'base-url': { type: 'string' },
      json: { type: 'boolean', default: false },
      junit: { type: 'string' },
      contract: { type: 'string' },
      mobile: { type: 'string' },
      password: { type: 'string' },
      token: { type: 'string' },
      'admin-mobile': { type: 'string' },
      'admin-password': { type: 'string' },
      'admin-token': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return 'help';
  const baseUrl = values['base-url'];
  if (!baseUrl) throw new Error('--base-url is required');
  if (!/^https?:\/\//.test(baseUrl))
    throw new Error(`--base-url must be an http(s) URL: ${baseUrl}`);
  const member = signInFrom('', values.mobile, values.password, values.token);
  if (!member && values.mobile !== undefined) {
    throw new Error('--mobile needs --password (or give --token instead)');
  }
  const admin =
    signInFrom('admin-', values['admin-mobile'], values['admin-password'], values['admin-token']) ??
    (values['admin-mobile'] !== undefined
      ? { kind: 'development' as const, mobile: values['admin-mobile'] }
      : undefined);
  return {
    baseUrl,
    json: values.json,
    ...(values.junit !== undefined ? { junit: values.junit } : {}),
    ...(values.contract !== undefined ? { contract: values.contract } : {}),
    ...(member ? { member } : {}),
    ...(admin ? { admin } : {}),
  };
}

/** Runs the command with `argv` (the arguments after the command); answers the exit code. */
export async function main(argv: string[], output: CliOutput = defaultOutput): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(argv);
  } catch (error) {
    output.err(`citylife-conformance: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (options === 'help') {
    output.out(HELP);
    return 0;
  }
  const { json, junit, contract, ...run } = options;
  let document: RunOptions['document'];
  try {
    document = contract === undefined ? undefined : loadDocument(contract);
  } catch (error) {
    output.err(`citylife-conformance: --contract ${contract}: ${(error as Error).message}`);
    return 2;
  }
  const results = await runConformance({ ...run, ...(document ? { document } : {}) });
  const summary = summarize(results);
  if (junit) writeFileSync(junit, toJUnit(results), 'utf8');
  if (json) {
    output.out(JSON.stringify({ baseUrl: run.baseUrl, summary, results }, null, 2));
  } else {
    output.out(formatTable(results));
    const skipped = skippedOperations(results);
    if (skipped.length) {
      output.out(
        `skipped (no sign-in; see --help, "Prerequisites"), ${skipped.length} operations: ${skipped.join(', ')}`,
      );
    }
  }
  return summary.failed > 0 ? 1 : 0;
}
