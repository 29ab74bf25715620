// The import rules of `npm run lint` fail on what they forbid (a circle, a server module
// reaching into another's inner files or against the allowed direction, an app layer
// importing one above it) and pass without it.
import { spawnSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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

/** Runs the lint's dependency-cruiser rules over `folder`, from `root` with its config. */
function cruise(folder: string, root = repoRoot) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      folder,
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Expects the rules to have failed on `found`, naming `rule` and a file matching `file`. */
function expectViolation(found: ReturnType<typeof cruise>, rule: string, file: RegExp) {
  expect(found.status).not.toBe(0);
  expect(found.output).toContain(rule);
  expect(found.output).toMatch(file);
}

/**
 * A fresh folder (named from `prefix`) holding a copy of the project's import rules and base
 * TypeScript settings, and `files` written under `folder`.
 */
async function plantedProject(prefix: string, folder: string, files: Record<string, string>) {
  const root = await mkdtemp(path.join(os.tmpdir(), prefix));
  await copyFile(
    path.join(repoRoot, '.dependency-cruiser.cjs'),
    path.join(root, '.dependency-cruiser.cjs'),
  );
  await copyFile(path.join(repoRoot, 'tsconfig.base.json'), path.join(root, 'tsconfig.base.json'));
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, folder, file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  return root;
}

/**
 * Plants a project with `plant` and cruises its `folder`; called in a describe block, it
 * removes the block's planted projects after its tests.
 */
function cruisePlanted(plant: (files: Record<string, string>) => Promise<string>, folder: string) {
  const roots: string[] = [];
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));
  return async (files: Record<string, string>) => {
    const root = await plant(files);
    roots.push(root);
    return cruise(folder, root);
  };
}

/**
 * A copy of the project's rules over a planted server of three modules, cart, orders and
 * shop (cart may use orders and shop, orders may use shop, shop uses none), with `files`.
 */
async function plantedServer(files: Record<string, string>) {
  return plantedProject('citylife-modules-', 'server/src/modules', {
    'cart/cart.service.ts': 'export const cart = 1;\n',
    'orders/orders.service.ts': 'export const orders = 1;\n',
    'orders/orders.module.ts':
      "import { orders } from './orders.service';\nexport const wiring = orders;\n",
    'shop/shop.service.ts': 'export const shop = 1;\n',
    ...files,
  });
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
    expectViolation(found, 'no-circular', /a\.ts/);
  });

  it('passes the same files once the circle is broken', async () => {
    await writeFile(path.join(dir, 'c.ts'), 'export interface Shape { n: number }\n');
    const found = cruise(path.relative(repoRoot, dir));
    expect(found.output).toContain('no dependency violations found');
    expect(found.status).toBe(0);
  });
});

describe('the server module rules', () => {
  const cruiseServer = cruisePlanted(plantedServer, 'server/src');

  it("fail when a module reaches past another's service into its wiring", async () => {
    const found = await cruiseServer({
      'cart/checkout.ts':
        "import { wiring } from '../orders/orders.module';\nexport const c = wiring;\n",
    });
    expectViolation(found, 'modules-through-services', /cart\/checkout\.ts/);
  });

  it('fail when a module uses one it may not (against the direction)', async () => {
    const found = await cruiseServer({
      'shop/shop.rules.ts':
        "import { orders } from '../orders/orders.service';\nexport const s = orders;\n",
    });
    expectViolation(found, 'modules-one-direction', /shop\/shop\.rules\.ts/);
  });

  it('pass a module using an allowed one through its service', async () => {
    const found = await cruiseServer({
      'cart/checkout.ts':
        "import { orders } from '../orders/orders.service';\nimport { shop } from '../shop/shop.service';\nexport const c = orders + shop;\n",
    });
    expect(found.output).toContain('no dependency violations found');
    expect(found.status).toBe(0);
  });
});

/**
 * A copy of the project's rules over a planted app of the three layers: the shell, two
 * features (`a`, `b`) and the shared folders, each file importing nothing, plus `files`.
 */
async function plantedApp(files: Record<string, string>) {
  const root = await plantedProject('citylife-layers-', 'app/src', {
    'shell/App.ts': 'export const app = 1;\n',
    'features/a/A.ts': 'export const a = 1;\n',
    'features/b/B.ts': 'export const b = 1;\n',
    'common/piece.ts': 'export const piece = 1;\n',
    'stores/session.ts': 'export const session = 1;\n',
    'api/client.ts': 'export const client = 1;\n',
    'i18n/i18n.ts': 'export const i18n = 1;\n',
    'lib/paths.ts': 'export const paths = 1;\n',
    ...files,
  });
  await mkdir(path.join(root, 'server/src/modules'), { recursive: true });
  return root;
}

describe("the app's layer rules", () => {
  const cruiseApp = cruisePlanted(plantedApp, 'app/src');

  const violations: {
    when: string;
    files: Record<string, string>;
    rule: string;
    named: RegExp[];
  }[] = [
    {
      when: 'a feature imports the shell',
      files: {
        'features/a/Page.ts': "import { app } from '../../shell/App';\nexport const p = app;\n",
      },
      rule: 'app-features-below-shell',
      named: [/features\/a\/Page\.ts/],
    },
    {
      when: 'the shared layer imports a feature or the shell, type-only included',
      files: {
        'lib/title.ts': "import type { a } from '../features/a/A';\nexport type T = typeof a;\n",
        'common/frame.ts': "import { app } from '../shell/App';\nexport const f = app;\n",
      },
      rule: 'app-shared-below-features',
      named: [/lib\/title\.ts/, /common\/frame\.ts/],
    },
    {
      when: 'features import each other',
      files: { 'features/a/Page.ts': "import { b } from '../b/B';\nexport const p = b;\n" },
      rule: 'app-features-apart',
      named: [/features\/a\/Page\.ts/],
    },
    {
      when: 'the API client imports the stores, or the translations the stores',
      files: {
        'api/caller.ts':
          "import { session } from '../stores/session';\nexport const c = session;\n",
        'i18n/Buttons.ts':
          "import { session } from '../stores/session';\nexport const b = session;\n",
      },
      rule: 'app-shared-one-direction',
      named: [/api\/caller\.ts/, /i18n\/Buttons\.ts/],
    },
  ];
  for (const { when, files, rule, named } of violations) {
    it(`fail when ${when}`, async () => {
      const found = await cruiseApp(files);
      const [first, ...others] = named;
      expectViolation(found, rule, first!);
      for (const file of others) expect(found.output).toMatch(file);
    });
  }

  it('pass imports that point down: shell to features, features to shared, down the shared folders', async () => {
    const found = await cruiseApp({
      'shell/routes.ts': "import { a } from '../features/a/A';\nexport const r = a;\n",
      'features/a/Page.ts':
        "import { piece } from '../../common/piece';\nimport { paths } from '../../lib/paths';\nexport const p = piece + paths;\n",
      'common/view.ts': "import { session } from '../stores/session';\nexport const v = session;\n",
      'stores/cart.ts': "import { client } from '../api/client';\nexport const c = client;\n",
      'api/messages.ts': "import { i18n } from '../i18n/i18n';\nexport const m = i18n;\n",
      'i18n/load.ts': "import { paths } from '../lib/paths';\nexport const l = paths;\n",
    });
    expect(found.output).toContain('no dependency violations found');
    expect(found.status).toBe(0);
  });
});
