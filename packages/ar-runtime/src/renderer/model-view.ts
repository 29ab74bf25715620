/** Loads the `<model-viewer>` element definition; only called once an AR.Model is shown. */
export type ModelViewerLoader = () => Promise<unknown>;

export const loadGoogleModelViewer: ModelViewerLoader = () => import('@google/model-viewer');

/** Answers whether a file exists at a URL (the renderer asks before drawing a substitute). */
export type ModelFileProbe = (url: string) => Promise<boolean>;

/**
 * Asks the server for the file's headers (its whole answer where HEAD is not allowed). A page
 * answered for every path (an app's fallback page) is not a model file.
 */
export const probeModelFile: ModelFileProbe = async (url) => {
  const ask = (method: 'HEAD' | 'GET') => fetch(url, { method, credentials: 'same-origin' });
  try {
    let response = await ask('HEAD');
    if (response.status === 405 || response.status === 501) response = await ask('GET');
    const type = response.headers.get('content-type') ?? '';
    return response.ok && !type.startsWith('text/html');
  } catch {
    return false;
  }
};

/** Model formats the browser renderer draws (glTF, as JSON or binary). */
const DRAWN_FORMATS = ['glb', 'gltf'];
/** 3D formats it cannot draw, the SDK's own `.wt3` first. */
const UNDRAWN_FORMATS = ['wt3', 'fbx', 'obj', 'dae', '3ds', 'blend', 'stl', 'ply', 'usdz'];

/** What a Model's file is drawn as: a model (that file or a glTF beside it) or a placeholder. */
export type ModelSource =
  | { kind: 'model'; url: string; replaces?: string }
  | { kind: 'placeholder'; fileName: string; format: string };

/** The file's extension (lower case) and its URL with another extension, or undefined. */
function formatOf(url: URL): { format: string; withFormat(format: string): string } | undefined {
  const match = /\.([a-z0-9]+)$/i.exec(url.pathname);
  if (!match) return undefined;
  const format = match[1]!.toLowerCase();
  return {
    format,
    withFormat(next) {
      const sibling = new URL(url.href);
      sibling.pathname = url.pathname.slice(0, -format.length) + next;
      return sibling.href;
    },
  };
}

/**
 * Where a Model's `uri` is drawn from. A file in a format the renderer cannot draw is
 * replaced by a glTF file with the same name beside it (`car.wt3` by `car.glb`, else
 * `car.gltf`), and without one becomes a placeholder. Known at once (without asking the
 * server) for a file the renderer draws.
 */
export function resolveModelSource(
  uri: string,
  base: string,
  probe: ModelFileProbe,
): ModelSource | Promise<ModelSource> {
  let url: URL;
  try {
    url = new URL(uri, base);
  } catch {
    return { kind: 'model', url: uri };
  }
  const file = formatOf(url);
  if (!file || !UNDRAWN_FORMATS.includes(file.format)) return { kind: 'model', url: uri };
  const fileName = decodeURIComponent(url.pathname.slice(url.pathname.lastIndexOf('/') + 1));
  return (async (): Promise<ModelSource> => {
    for (const format of DRAWN_FORMATS) {
      const sibling = file.withFormat(format);
      if (await probe(sibling)) return { kind: 'model', url: sibling, replaces: file.format };
    }
    return { kind: 'placeholder', fileName, format: file.format };
  })();
}

export interface ModelGateOptions {
  probe?: ModelFileProbe;
  /** The document's base URL, which relative model URIs are read against. */
  base?: string;
  /** Writes a warning to the runtime's log (the developer overlay's Logger). */
  warn?: (message: string) => void;
}

/**
 * Shares one lazy load of the model viewer between all Model views of a renderer, and one
 * answer per model URI to where it is drawn from (warning once for each substitute or
 * placeholder).
 */
export function createModelViewerGate(loader: ModelViewerLoader, options: ModelGateOptions = {}) {
  let loading: Promise<boolean> | undefined;
  const sources = new Map<string, Promise<ModelSource>>();
  const probe = options.probe ?? probeModelFile;
  return {
    get requested(): boolean {
      return loading !== undefined;
    },
    ready(): Promise<boolean> {
      loading ??= loader().then(
        () => true,
        () => false,
      );
      return loading;
    },
    sourceOf(uri: string): ModelSource | Promise<ModelSource> {
      const known = sources.get(uri);
      if (known) return known;
      const source = resolveModelSource(
        uri,
        options.base ?? globalThis.location?.href ?? '',
        probe,
      );
      if (!(source instanceof Promise)) return source;
      sources.set(uri, source);
      void source.then((found) => {
        if (found.kind === 'placeholder') {
          options.warn?.(
            `Model ${uri}: the browser renderer cannot draw .${found.format} models, so a placeholder stands in for it. ` +
              `Put a glTF file with the same name beside it (.glb or .gltf) and that file is drawn instead.`,
          );
        } else if (found.replaces) {
          options.warn?.(
            `Model ${uri}: the browser renderer cannot draw .${found.replaces} models; drawing ${found.url} beside it instead.`,
          );
        }
      });
      return source;
    },
  };
}

export type ModelViewerGate = ReturnType<typeof createModelViewerGate>;
