/** Loads the `<model-viewer>` element definition; only called once an AR.Model is shown. */
export type ModelViewerLoader = () => Promise<unknown>;

export const loadGoogleModelViewer: ModelViewerLoader = () => import('@google/model-viewer');

/** Shares one lazy load of the model viewer between all Model views of a renderer. */
export function createModelViewerGate(loader: ModelViewerLoader) {
  let loading: Promise<boolean> | undefined;
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
  };
}

export type ModelViewerGate = ReturnType<typeof createModelViewerGate>;
