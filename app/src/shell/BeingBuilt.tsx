import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@citylife/ui';
import { HOME, type Area } from './routes';

/**
 * The screen of a route whose area is not built yet. It says so, translated, and offers
 * the way home; it is not a finished screen.
 */
export function BeingBuilt({ area, screen }: { area: Area; screen: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="being-built">
      <EmptyState
        icon="clock"
        title={t('shell.beingBuilt.title')}
        description={t('shell.beingBuilt.description', { screen: t(`routes.${area}.${screen}`) })}
        action={
          <Button variant="soft" href={HOME}>
            {t('shell.beingBuilt.home')}
          </Button>
        }
      />
    </div>
  );
}
