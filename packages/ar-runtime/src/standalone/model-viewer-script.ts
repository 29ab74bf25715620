import type { ModelViewerLoader } from '../renderer/model-view';

/**
 * Loads `<model-viewer>` (with Three.js inside it) from a module script next to the
 * drop-in script, the first time a Model is shown; resolves once the element is defined.
 */
export function scriptModelViewerLoader(document: Document, src: string): ModelViewerLoader {
  return () => {
    const registry = document.defaultView?.customElements;
    if (!registry) return Promise.reject(new Error('This browser has no custom elements.'));
    if (registry.get('model-viewer')) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.src = src;
      script.onerror = () => reject(new Error(`Could not load ${src}`));
      document.head.append(script);
      void registry.whenDefined('model-viewer').then(() => resolve());
    });
  };
}
