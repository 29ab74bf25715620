import { useTranslation } from 'react-i18next';
import { Button, EmptyState, type IconName } from '@citylife/ui';
import { paths } from '../../lib/paths';
import './messages';

/** A status screen: its icon, title and description (`status.{texts}.…`), and a way home. */
function StatusPage({ icon, texts }: { icon: IconName; texts: 'wip' | 'notFound' | 'ti' }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={icon}
      title={t(`status.${texts}.title`)}
      description={t(`status.${texts}.description`)}
      action={
        <Button variant="soft" href={paths.home}>
          {t('status.home')}
        </Button>
      }
    />
  );
}

/** /wip: a feature that is announced but not open yet. */
export function WipPage() {
  return <StatusPage icon="clock" texts="wip" />;
}

/** /404: the page asked for does not exist. */
export function NotFoundPage() {
  return <StatusPage icon="inbox" texts="notFound" />;
}

/** /ti: image translation, a route kept with a placeholder screen until the service exists. */
export function ImageTranslationPage() {
  return <StatusPage icon="image" texts="ti" />;
}
