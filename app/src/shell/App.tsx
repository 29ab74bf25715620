import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  AppBar,
  KitMessagesProvider,
  OfflineBanner,
  SnackbarProvider,
  useOnlineStatus,
} from '@citylife/ui';
import { LoginDialogHost } from '../features/auth/LoginDialogHost';
import { closeDrawer, layout } from '../stores/layout';
import { preferences } from '../stores/preferences';
import { loadSiteSettings, siteSettings } from '../stores/siteSettings';
import { AlertHost } from './AlertHost';
import { BackgroundMusic } from './BackgroundMusic';
import { LoadingBar } from './LoadingBar';
import { MainBottomBar } from './MainBottomBar';
import { guardNavigation, useGoBack, useLinkInterception } from './navigation';
import { Outlet } from './Outlet';
import { HOME, resolveRoute } from './routes';
import { SideDrawer } from './SideDrawer';
import { useApiEvents } from './useApiEvents';
import { useSessionBootstrap } from './useSessionBootstrap';
import { useVersionCheck } from './useVersionCheck';
import * as styles from './Shell.css';

/** The page title: the screen's own, the route's, or the product name (section 2). */
function usePageTitle(): string {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { screenTitle } = useSnapshot(layout);
  const key = resolveRoute(location)?.route.title;
  const title = screenTitle?.text ?? (key ? t(key) : t('app.name'));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return title;
}

function Shell() {
  const [location] = useLocation();
  const { locale } = useSnapshot(preferences);
  const online = useOnlineStatus();
  const title = usePageTitle();
  const goBack = useGoBack();

  useApiEvents();
  useSessionBootstrap();
  useVersionCheck();
  useLinkInterception();

  useEffect(() => {
    if (siteSettings.status === 'idle') void loadSiteSettings();
  }, []);
  useEffect(() => closeDrawer(), [location]);

  return (
    <div className={styles.app}>
      <LoadingBar />
      <AppBar title={title} onBack={location === HOME ? undefined : goBack} lang={locale} />
      <main className={styles.main}>
        <Outlet />
      </main>
      <div className={styles.offlineBanner}>
        <OfflineBanner online={online} lang={locale} />
      </div>
      <MainBottomBar />
      <SideDrawer />
      <LoginDialogHost />
      <AlertHost />
      <BackgroundMusic />
    </div>
  );
}

/** The app: kit texts in the chosen language, snackbars, guarded routing, the shell. */
export function App() {
  const { locale } = useSnapshot(preferences);
  return (
    <KitMessagesProvider locale={locale}>
      <SnackbarProvider>
        <Router aroundNav={guardNavigation}>
          <Shell />
        </Router>
      </SnackbarProvider>
    </KitMessagesProvider>
  );
}
