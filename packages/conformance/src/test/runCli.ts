// The command line as the runner's tests run it: in this process, with what it prints kept.
import { main } from '../cli.js';

/**
 * Runs the command line with `argv`: its exit code, what it printed on its output and on its
 * errors, and both together in the order they came.
 */
export async function runCli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const printed: string[] = [];
  const code = await main(argv, {
    out: (text) => {
      out.push(text);
      printed.push(text);
    },
    err: (text) => {
      err.push(text);
      printed.push(text);
    },
  });
  return { code, out: out.join('\n'), err: err.join('\n'), printed: printed.join('\n') };
}
