import { useTranslation } from 'react-i18next';
import { Button, EmptyState } from '@citylife/ui';
import { paths } from '../../lib/paths';
import './messages';

function HomeButton() {
  const { t } = useTranslation();
  return (
    <Button variant="soft" href={paths.home}>
      {t('status.home')}
    </Button>
  );
}

/** /wip: a feature that is announced but not open yet. */
export function WipPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="clock"
      title={t('status.wip.title')}
      description={t('status.wip.description')}
      action={<HomeButton />}
    />
  );
}

/** /404: the page asked for does not exist. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="inbox"
      title={t('status.notFound.title')}
      description={t('status.notFound.description')}
      action={<HomeButton />}
    />
  );
}

/** /ti: image translation, a route kept with a placeholder screen until the service exists. */
export function ImageTranslationPage() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="image"
      title={t('status.ti.title')}
      description={t('status.ti.description')}
      action={<HomeButton />}
    />
  );
}
