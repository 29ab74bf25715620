import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { BottomBar } from '@citylife/ui';
import { layout, openDrawer } from '../stores/layout';
import { preferences } from '../stores/preferences';
import { isInArea, paths } from '../lib/paths';

const MEMBER_CENTRE = paths.member.center;

/** Home, Member centre, More (opens the drawer). */
export function MainBottomBar() {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const { drawerOpen } = useSnapshot(layout);
  const { locale } = useSnapshot(preferences);
  const current = drawerOpen
    ? 'more'
    : location === paths.home
      ? 'home'
      : isInArea(location, 'member')
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
        if (id === 'home') navigate(paths.home);
        else if (id === 'member') navigate(MEMBER_CENTRE);
        else openDrawer();
      }}
    />
  );
}
