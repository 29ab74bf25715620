import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { workspaceResolve } from '../scripts/packages/source-condition.js';
import { EARLY_READS } from './src/api/earlyReads';
import { patternSource } from './src/lib/paths';
import { routes } from './src/shell/routes';

const rootPackage = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

/** First path segments of the contract's calls, proxied to the server in `npm run dev`. */
function apiPrefixes(): string[] {
  const contract = readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8');
  const segments = [...contract.matchAll(/^ {2}(\/[^/:{\s]+)/gm)].map((match) => match[1]!);
  // Plus the local upload host (`POST /{bucket}/`, bucket `citylife`) and what it serves.
  return [...new Set([...segments, '/tiles', '/version.json', '/uploads', '/citylife'])];
}

const bootLocales = ['zh-Hans', 'en', 'mn'];

/** The route table's patterns by screen chunk: one regex source per chunk, in table order. */
function routePatternsByChunk(): [chunk: string, source: string][] {
  const byChunk = new Map<string, string[]>();
  for (const route of routes) {
    byChunk.set(route.chunk, [...(byChunk.get(route.chunk) ?? []), route.path]);
  }
  return [...byChunk].map(([chunk, paths]) => [chunk, paths.map(patternSource).join('|')]);
}

const screenChunkNames = new Set(routePatternsByChunk().map(([chunk]) => chunk));
/** Whether a built file is a screen chunk (named after its area, e.g. assets/tour-abc.js). */
function isScreenChunkFile(file: string) {
  const name = /(?:^|\/)([A-Za-z]+)-[\w-]+\.js$/.exec(file)?.[1];
  return name !== undefined && screenChunkNames.has(name);
}

interface BundleChunk {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  isEntry?: boolean;
  imports?: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * For each screen chunk, the files it needs beyond the entry's own (the chunk, the chunks it
 * imports, their styles), and which paths land on it. The boot script preloads a landing
 * route's files alongside the entry instead of after it has run, and keeps the table for the
 * app, which preloads a chunk's files when it opens one.
 */
function screenPreloads(bundle: Record<string, BundleChunk>) {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: BundleChunk[]) => {
    const found = new Set<BundleChunk>();
    const pending = [...start];
    while (pending.length > 0) {
      const next = pending.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      for (const file of next.imports ?? []) {
        const imported = byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return found;
  };
  const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
  const routes: [pattern: string, chunk: string][] = [];
  const files: Record<string, string[]> = {};
  for (const [name, source] of routePatternsByChunk()) {
    const screen = chunks.find((chunk) =>
      chunk.facadeModuleId?.endsWith(`/src/shell/areas/${name}.tsx`),
    );
    if (!screen) continue;
    const needed = [...closure([screen])].filter((chunk) => !loadedByEntry.has(chunk));
    files[name] = needed
      .flatMap((chunk) => [chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? [])])
      .map((file) => `/${file}`);
    routes.push([source, name]);
  }
  return { routes, files };
}

/**
 * Fills the boot script of index.html: the product name in each language (from the
 * catalogues) for the app bar drawn before the code arrives, and, in a build, the chunk of
 * each language's catalogue and the files of each route's screen chunk, which the script
 * starts fetching for the visitor's language and path.
 */
function bootShell(): Plugin {
  return {
    name: 'citylife-boot-shell',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const names = Object.fromEntries(
          bootLocales.map((locale) => {
            const catalogue = JSON.parse(
              readFileSync(new URL(`src/i18n/locales/${locale}.json`, import.meta.url), 'utf8'),
            ) as { app: { name: string } };
            return [locale, catalogue.app.name];
          }),
        );
        const bundle = (context.bundle ?? {}) as Record<string, BundleChunk>;
        const chunks = Object.values(bundle);
        const catalogues = Object.fromEntries(
          bootLocales.flatMap((locale) => {
            const chunk = chunks.find(
              (output) =>
                output.type === 'chunk' &&
                output.facadeModuleId?.endsWith(`/src/i18n/locales/${locale}.json`),
            );
            return chunk ? [[locale, `/${chunk.fileName}`]] : [];
          }),
        );
        const screens = context.bundle ? screenPreloads(bundle) : { routes: [], files: {} };
        const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
        return (
          html
            // The shell's stylesheet is fetched at once but does not hold up the first paint
            // (the boot app bar has its own inline style): the boot script applies it, and
            // main.tsx waits for it before drawing the app.
            .replace(
              /<link rel="stylesheet" crossorigin href="([^"]+)">/,
              '<link rel="preload" as="style" crossorigin href="$1" id="initial-css">',
            )
            // The entry script is fetched at once too, but started by the boot script after
            // the boot app bar's first frame: the first paint never waits for the code.
            .replace(
              /<script type="module" crossorigin src="([^"]+)"><\/script>/,
              context.bundle ? '<link rel="modulepreload" crossorigin href="$1" id="entry">' : '$&',
            )
            .replace('__BOOT_NAMES__', json(names))
            .replace('__BOOT_CATALOGUES__', json(catalogues))
            .replace('__BOOT_SCREENS__', json(screens.routes))
            .replace('__BOOT_CHUNK_FILES__', json(screens.files))
            // An API on another origin is not read early (its answers need its own headers).
            .replace('__BOOT_EARLY_READS__', json(apiElsewhere ? [] : EARLY_READS))
        );
      },
    },
  };
}

/**
 * Fails the build when a stylesheet uses a custom property (`var(--name)`, no fallback) that
 * no stylesheet defines and no script sets: a style compiled against another copy of the
 * kit's theme contract (its built files instead of its sources) names variables that no
 * page defines, and renders as if the declaration were missing.
 */
function definedCssVariables(): Plugin {
  return {
    name: 'citylife-defined-css-variables',
    apply: 'build',
    generateBundle(_options, bundle) {
      let css = '';
      let scripts = '';
      for (const file of Object.values(bundle)) {
        if (file.type === 'asset' && file.fileName.endsWith('.css')) css += String(file.source);
        if (file.type === 'chunk') scripts += file.code;
      }
      const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
      const undefinedNames = new Set(
        [...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)]
          .map((match) => match[1]!)
          .filter((name) => !defined.has(name) && !scripts.includes(name)),
      );
      if (undefinedNames.size > 0) {
        this.error(
          `Stylesheets use custom properties that nothing defines: ${[...undefinedNames].join(', ')}`,
        );
      }
    },
  };
}

const layoutPrimitive =
  /[\\/]packages[\\/]ui[\\/]src[\\/]components[\\/](Box|Stack|Inline|Columns|Tiles|Text|Heading|VisuallyHidden|Page|PageSection)[\\/]/;

/**
 * Small pieces many screens share (the screen title, the empty state, chips, lists, the
 * picture gallery, the share hook, the map's links and coordinates): one chunk rather than a request each, since a phone opens only six connections at a
 * time and each further round of tiny requests delays the screen's data by a round trip.
 */
const screenPart =
  /[\\/](app[\\/]src[\\/](common[\\/]useScreenTitle\.|common[\\/]gallery[\\/]|common[\\/]share[\\/](usePageShare|share|wechat|api|messages)\.|common[\\/]mapFocus\.)|packages[\\/]api-client[\\/]src[\\/]geo\.|packages[\\/]ui[\\/]src[\\/]components[\\/](EmptyState|Chip|List|ShareSheet[\\/]shareTargets)[\\/.])/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Puts the app's own start-up code and the libraries it imports (React, i18next, valtio…)
 * into one `initial` chunk: every module the entry reaches through static imports, without
 * walking into our packages, whose indexes re-export everything they have (every kit
 * component, the upload helpers…). Their modules are left to the automatic splitting, which
 * keeps only the used ones in the first load. One chunk instead of a dozen small shared ones
 * means fewer requests and better compression; screens and overlays loaded with `import()`
 * keep their own chunks.
 */
function initialChunk(entry: string, packagesRoot: string) {
  let initial: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    // The kit's layout and text primitives lay out every screen: they load once, with the
    // shell, rather than as a handful of tiny shared chunks each screen waits for.
    if (layoutPrimitive.test(id)) return 'initial';
    if (!initial) {
      const found = new Set<string>();
      const pending = [entry];
      while (pending.length > 0) {
        const next = pending.pop()!;
        if (found.has(next) || next.startsWith(packagesRoot)) continue;
        found.add(next);
        pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
      }
      initial = found;
    }
    return initial.has(id) ? 'initial' : null;
  };
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080';
/** A build whose API is on another origin (see the README). */
const apiElsewhere = Boolean(process.env.VITE_API_BASE_URL);

export default defineConfig({
  ...workspaceResolve,
  plugins: [
    bootShell(),
    definedCssVariables(),
    react(),
    vanillaExtractPlugin(),
    // Gzip and Brotli copies next to each built file; the server sends the one the browser
    // accepts (see server/src/app.ts, `preCompressed`).
    compression({
      algorithms: ['gzip', 'brotliCompress'],
      include: /\.(m?js|css|html|svg|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(rootPackage.version),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: {
      // A screen chunk's imports are not listed in the entry (which would carry every
      // area's list): the boot script's table of each chunk's files preloads them, on
      // landing and when the app opens the chunk (shell/chunkFiles.ts).
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'js' && isScreenChunkFile(file) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: initialChunk(
                fileURLToPath(new URL('src/main.tsx', import.meta.url)),
                fileURLToPath(new URL('../packages/', import.meta.url)),
              ),
            },
            { name: 'screenParts', test: screenPart },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(
        apiPrefixes().map((prefix) => [
          prefix,
          {
            target: apiTarget,
            changeOrigin: true,
            // A page navigation (e.g. /user/register) is the app's, not the API's.
            bypass: (request) =>
              request.headers.accept?.includes('text/html') ? request.url : undefined,
          },
        ]),
      ),
      // The live chat's socket (polling and its websocket upgrade). The API refuses sockets
      // opened by pages of other origins: a page of this dev server's own origin reaches it
      // as a page of the API's origin, any other keeps its own and stays refused.
      '/socket.io': {
        target: apiTarget,
        changeOrigin: true,
        ws: true,
        configure: (proxy) => {
          proxy.on('proxyReqWs', (proxyReq, request) => {
            const { origin, host } = request.headers;
            if (origin && host && URL.canParse(origin) && new URL(origin).host === host) {
              proxyReq.setHeader('origin', new URL(apiTarget).origin);
            }
          });
        },
      },
    },
  },
});
