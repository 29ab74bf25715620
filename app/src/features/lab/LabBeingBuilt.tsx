import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@citylife/ui';
import { labPaths } from './paths';
import './messages';

/** What a lab page shows while its work is not done yet. */
export function LabBeingBuilt() {
  const { t } = useTranslation();
  return (
    <div data-testid="lab-being-built">
      <EmptyState
        icon="clock"
        title={t('lab.beingBuilt.title')}
        description={t('lab.beingBuilt.description')}
        action={
          <Button variant="soft" href={labPaths.index}>
            {t('lab.backToIndex')}
          </Button>
        }
      />
    </div>
  );
}
