import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataView } from '../../common/DataView';
import type { ApiData } from '../../api/useApiData';
import { paths } from '../../lib/paths';

/**
 * A poll screen's data: a skeleton while loading, "no such poll" (with the way to the list)
 * for a missing one, an error with Retry for other failures, then the content.
 */
export function PollDataView<T>({
  data,
  children,
  lines = 6,
}: {
  data: ApiData<T>;
  children: (value: T) => ReactNode;
  lines?: number;
}) {
  const { t } = useTranslation();
  const notFound = {
    title: t('poll.notFound'),
    back: t('poll.backToIndex'),
    backHref: paths.poll.index,
  };
  return (
    <DataView data={data} notFound={notFound} lines={lines}>
      {children}
    </DataView>
  );
}
