// A project of another team, made from the packages as they are published: each package
// packed with `npm pack` from its build, and a new project in a temporary folder outside
// the repository (its own package.json, no way to the workspace's node_modules) that
// installs the tarballs, and react, react-dom, vite and typescript from the registry.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The packages others install, by folder. */
const PUBLISHED = {
  '@citylife/ui': 'packages/ui',
  '@citylife/api-client': 'packages/api-client',
  '@citylife/ar-runtime': 'packages/ar-runtime',
  '@citylife/openapi': 'openapi',
  '@citylife/conformance': 'packages/conformance',
};

/** The version of a package installed in the workspace: the consumer gets the same. */
function workspaceVersion(name) {
  const manifest = path.join(repoRoot, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/** Packs every published package (built beforehand) into `into`; the tarballs by name. */
function packPackages(into) {
  mkdirSync(into, { recursive: true });
  const tarballs = {};
  for (const [name, folder] of Object.entries(PUBLISHED)) {
    const before = new Set(readdirSync(into));
    execFileSync('npm', ['pack', '--silent', '--pack-destination', into], {
      cwd: path.join(repoRoot, folder),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const made = readdirSync(into).find((file) => !before.has(file));
    if (!made) throw new Error(`npm pack wrote nothing for ${name}`);
    tarballs[name] = path.join(into, made);
  }
  return tarballs;
}

/**
 * Makes the consumer project from `scripts/consumer/template` in a new temporary folder and
 * installs it. Returns its folder, the tarballs and a `run(command, args)` in it.
 */
export function createConsumerProject() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'citylife-consumer-'));
  const tarballs = packPackages(path.join(work, 'packs'));
  const project = path.join(work, 'app');
  cpSync(fileURLToPath(new URL('template', import.meta.url)), project, { recursive: true });
  const registry = (names) =>
    Object.fromEntries(names.map((name) => [name, workspaceVersion(name)]));
  writeFileSync(
    path.join(project, 'package.json'),
    `${JSON.stringify(
      {
        name: 'citylife-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...Object.fromEntries(
            Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]),
          ),
          ...registry(['react', 'react-dom']),
        },
        devDependencies: registry(['vite', 'typescript', '@types/react', '@types/react-dom']),
      },
      null,
      2,
    )}\n`,
  );
  const run = (command, args, options = {}) =>
    execFileSync(command, args, { cwd: project, encoding: 'utf8', stdio: 'pipe', ...options });
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error']);
  return { work, project, tarballs, run };
}
