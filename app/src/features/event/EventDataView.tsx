import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataView } from '../../common/DataView';
import type { ApiData } from '../../api/useApiData';
import { paths } from '../../lib/paths';

/**
 * A event screen's data: a skeleton while loading, "no such event" (with the way to the list)
 * for a missing one, an error with Retry for other failures, then the content.
 */
export function EventDataView<T>({
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
    title: t('event.notFound'),
    back: t('event.backToIndex'),
    backHref: paths.event.index,
  };
  return (
    <DataView data={data} notFound={notFound} lines={lines}>
      {children}
    </DataView>
  );
}
