import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { BottomBar } from '@citylife/ui';
import { layout, openDrawer } from '../stores/layout';
import { preferences } from '../stores/preferences';
import { HOME } from './paths';

const MEMBER_CENTRE = '/member/center';

/** Home, Member centre, More (opens the drawer). */
export function MainBottomBar() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { drawerOpen } = useSnapshot(layout);
  const { locale } = useSnapshot(preferences);
  const current = drawerOpen
    ? 'more'
    : location === HOME
      ? 'home'
      : location.startsWith('/member/')
        ? 'member'
        : undefined;

  return (
    <BottomBar
      label={t('shell.nav.main')}
      lang={locale}
      value={current}
      items={[
        { id: 'home', label: t('shell.nav.home'), icon: 'home' },
        { id: 'member', label: t('shell.nav.member'), icon: 'user' },
        { id: 'more', label: t('shell.nav.more'), icon: 'menu' },
      ]}
      onSelect={(id) => {
        if (id === 'home') navigate(HOME);
        else if (id === 'member') navigate(MEMBER_CENTRE);
        else openDrawer();
      }}
    />
  );
}
