import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContract } from './calls.mjs';

const root = new URL('../../', import.meta.url).pathname;
/** Where the app and the packages it composes make their calls. */
const callers = ['app/src', 'packages/ui/src', 'packages/ar-runtime/src'];

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("the contract's calls that the app does not make", () => {
  it('are each listed in the README with why', () => {
    const code = callers
      .flatMap((folder) => sources(join(root, folder)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('**Calls the app does not make.**'));
    const listed = section.slice(0, section.indexOf('\n\n'));
    const prefixes = [...listed.matchAll(/`([^`\s]*)\/\*`/g)].map((match) => `${match[1]}/`);
    const { paths } = readContract() as { paths: Record<string, unknown> };
    const unlisted = Object.keys(paths).filter(
      (path) =>
        !code.includes(`'${path}'`) &&
        !listed.includes(`\`${path}\``) &&
        !listed.includes(` ${path}\``) &&
        !prefixes.some((prefix) => path.startsWith(prefix)),
    );
    expect(unlisted).toEqual([]);
  });
});
