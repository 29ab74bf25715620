import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { ApiError } from '@citylife/api-client';
import type { ApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';

/** Whether the server refused a call because the caller is not an admin. */
export function isRefused(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * A section's data: a skeleton while loading, an error with Retry, then the content. A
 * refusal (403) is handed to `onRefused`: the whole page then says it is for admins.
 */
export function Loaded<T>({
  data,
  onRefused,
  children,
}: {
  data: ApiData<T>;
  onRefused: () => void;
  children: (value: T) => ReactNode;
}) {
  const refused = data.status === 'failed' && isRefused(data.error);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
  return <DataView data={data}>{children}</DataView>;
}
