declare global {
  interface Window {
    /** Each screen chunk's files beyond the entry's, set by index.html's boot script. */
    citylifeChunkFiles?: Record<string, string[]>;
  }
}

/**
 * Starts fetching every file a screen chunk needs (the chunk, the chunks it imports, their
 * styles) at once, so opening it costs one round of requests rather than one per level of
 * imports. Files already asked for (by the boot script or an earlier call) are skipped.
 */
export function preloadChunkFiles(chunk: string, files = window.citylifeChunkFiles?.[chunk]) {
  for (const href of files ?? []) {
    if (document.head.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}
