import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ApiData<T> {
  status: 'loading' | 'ready' | 'failed';
  data: T | undefined;
  error: unknown;
  /** Loads again (after a failure, for a Retry button). */
  reload: () => void;
}

/**
 * Loads data for a screen part; loads again when `key` changes (e.g. the id in the path)
 * or the interface language does (the server answers content in the caller's language),
 * and ignores answers that arrive after the key moved on.
 */
export function useApiData<T>(dataKey: string, load: () => Promise<T>): ApiData<T> {
  const { i18n } = useTranslation();
  const key = `${dataKey}@${i18n.language}`;
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<ApiData<T>, 'reload'> & { key: string }>({
    key,
    status: 'loading',
    data: undefined,
    error: undefined,
  });

  useEffect(() => {
    let current = true;
    // An answer renders as a transition: React may split the work and keep the page
    // responsive to taps while a big screen part is drawn.
    loadRef.current().then(
      (data) => {
        if (current)
          startTransition(() => setState({ key, status: 'ready', data, error: undefined }));
      },
      (error: unknown) => {
        if (current) {
          startTransition(() => setState({ key, status: 'failed', data: undefined, error }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const reload = () => {
    setState({ key, status: 'loading', data: undefined, error: undefined });
    setAttempt((value) => value + 1);
  };
  // Until the answer for a new key arrives, the old key's data is not shown.
  if (state.key !== key) return { status: 'loading', data: undefined, error: undefined, reload };
  return { ...state, reload };
}
