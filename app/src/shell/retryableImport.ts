/** The URL of the module a failed dynamic import was fetching, when the error names it. */
function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"]+?\.js)\b/.exec(message)?.[1];
}

/**
 * A dynamic import that fetches its module again when tried after a failure. Browsers may
 * remember that importing a URL failed and answer later imports of it with the same error,
 * without asking the network; so a retry imports the module under the same URL with a
 * query added (`?retry=N`), which is fetched anew.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
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
    const module = (await import(/* @vite-ignore */ `${failedUrl}?retry=${retries}`)) as T;
    return module;
  };
}
