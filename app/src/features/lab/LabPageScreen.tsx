import { Suspense, lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, Skeleton } from '@citylife/ui';
import { useScreenTitle } from '../../common/useScreenTitle';
import { findLabPage } from './pages';
import { paths } from '../../lib/paths';
import './messages';

/**
 * The lab page called `name`, titled from the lab's catalogue, its code loaded on first
 * use; an unknown name says that the lab has no such page.
 */
export function LabPageScreen({ name }: { name: string | undefined }) {
  const { t } = useTranslation();
  const page = findLabPage(name);
  useScreenTitle(page ? t(page.title) : undefined);
  // A fresh lazy component per mount, so that a retry after a failed load imports again.
  const Component = useMemo(
    () => (page ? lazy(() => page.load().then((component) => ({ default: component }))) : null),
    [page],
  );
  if (!Component) {
    return (
      <EmptyState
        icon="inbox"
        title={t('lab.notFound.title')}
        description={t('lab.notFound.description', { name })}
        action={
          <Button variant="soft" href={paths.lab.index}>
            {t('lab.backToIndex')}
          </Button>
        }
      />
    );
  }
  return (
    <Suspense
      fallback={
        <Box padding="large" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton lines={4} />
        </Box>
      }
    >
      <Component />
    </Suspense>
  );
}
