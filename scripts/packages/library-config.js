import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/**
 * The Vite library build of a package others install: ES modules, one file per source
 * module (so a consumer's bundler keeps only what it imports), with source maps; every
 * dependency and peer dependency stays an import, never bundled. Types come from each
 * package's `tsc -p tsconfig.build.json`. A package for Node.js (`platform: 'node'`) keeps
 * Node's own modules as imports too, and is built for the Node.js versions it supports.
 */
export function libraryConfig({
  packageDir,
  outDir = 'dist',
  plugins = [],
  cssFileName,
  platform = 'browser',
}) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const external = [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...(platform === 'node' ? builtinModules.flatMap((name) => [name, `node:${name}`]) : []),
  ];
  const source = path.join(packageDir, 'src');
  return {
    plugins,
    // The package's own files only: no public folder is copied.
    publicDir: false,
    build: {
      outDir: path.join(packageDir, outDir),
      emptyOutDir: true,
      sourcemap: true,
      minify: false,
      cssCodeSplit: false,
      ...(platform === 'node' ? { target: 'node20', ssr: true } : {}),
      lib: {
        entry: path.join(source, 'index.ts'),
        formats: ['es'],
        ...(cssFileName ? { cssFileName } : {}),
      },
      rolldownOptions: {
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
        output: {
          preserveModules: true,
          preserveModulesRoot: source,
          entryFileNames: '[name].js',
        },
      },
    },
  };
}
