/** The URL of the module a failed dynamic import was fetching, when the error names it. */
function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.js)\b/.exec(message)?.[1];
}

/** The browser's own dynamic import of a URL known only at run time. */
const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * A dynamic import that fetches its module again when tried after a failure. Browsers may
 * remember that importing a URL failed and answer later imports of it with the same error,
 * without asking the network; so a retry imports the module under the same URL with a
 * query added (`?retry=N`), which is fetched anew. Where the error does not name the URL
 * (WebKit's "Importing a module script failed."), the import is simply tried again.
 */
export function retryableImport<T>(
  load: () => Promise<T>,
  importModule: (url: string) => Promise<unknown> = importUrl,
): () => Promise<T> {
  let failedUrl: string | undefined;
  let retries = 0;
  return async () => {
    if (failedUrl === undefined) {
      try {
        return await load();
      } catch (error) {
        failedUrl = failedModuleUrl(error);
        throw error;
      }
    }
    retries += 1;
    return (await importModule(`${failedUrl}?retry=${retries}`)) as T;
  };
}
