import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@citylife/ui';
import { HOME, type Area } from './paths';
import type { Screen } from './screen';

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

/**
 * The stand-in screen of a route whose work has not been done yet, marked as such
 * (`notBuiltYet`): the route-table test accepts it only because it is marked.
 */
export function notBuiltYet(area: Area): Screen {
  const Stand = ({ screen }: { screen: string }) => <BeingBuilt area={area} screen={screen} />;
  return Object.assign(Stand, { notBuiltYet: true as const });
}
