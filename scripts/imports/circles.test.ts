// The import-circle rule of `npm run lint` fails on a circle, and passes once it is broken.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'citylife-circle-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Runs the lint's dependency-cruiser rule over `folder`. */
function cruise(folder: string) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      folder,
      '--config',
      path.join(repoRoot, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the import-circle rule', () => {
  it('fails on a planted circle, type-only imports included, and names it', async () => {
    await writeFile(
      path.join(dir, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    await writeFile(
      path.join(dir, 'b.ts'),
      "import type { Shape } from './c';\nexport const b: Shape = { n: 1 };\n",
    );
    await writeFile(
      path.join(dir, 'c.ts'),
      "import type { a } from './a';\nexport interface Shape { n: number; of?: typeof a }\n",
    );
    const found = cruise(path.relative(repoRoot, dir));
    expect(found.status).not.toBe(0);
    expect(found.output).toContain('no-circular');
    expect(found.output).toMatch(/a\.ts/);
  });

  it('passes the same files once the circle is broken', async () => {
    await writeFile(path.join(dir, 'c.ts'), 'export interface Shape { n: number }\n');
    const found = cruise(path.relative(repoRoot, dir));
    expect(found.output).toContain('no dependency violations found');
    expect(found.status).toBe(0);
  });
});
