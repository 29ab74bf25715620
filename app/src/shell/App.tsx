import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Router, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  AppBar,
  Box,
  KitMessagesProvider,
  OfflineBanner,
  SnackbarProvider,
  useOnlineStatus,
} from '@citylife/ui';
import { showAlert } from '../stores/alerts';
import { closeDrawer, layout } from '../stores/layout';
import { closeLogin, loginPrompt } from '../stores/loginPrompt';
import { preferences } from '../stores/preferences';
import { loadSiteSettings, siteSettings } from '../stores/siteSettings';
import { AlertHost } from './AlertHost';
import { lazyOverlay } from '../lib/LazyOverlay';
import { LoadingBar } from './LoadingBar';
import { MainBottomBar } from './MainBottomBar';
import { useGoBack } from '../lib/goBack';
import { guardNavigation, useLinkInterception } from './navigation';
import { Outlet } from './Outlet';
import { retryableImport } from '../lib/retryableImport';
import { paths } from '../lib/paths';
import { resolveRoute } from './routes';
import { useApiEvents } from './useApiEvents';
import { useSessionBootstrap } from './useSessionBootstrap';
import { useSiteTheme } from './useSiteTheme';
import { useVersionCheck } from './useVersionCheck';
import * as styles from './Shell.css';

// The drawer and the login dialog load their code the first time they open.
const loadSideDrawer = retryableImport(() => import('./SideDrawer'));
const SideDrawer = lazyOverlay(() =>
  loadSideDrawer().then((module) => ({ default: module.SideDrawer })),
);
// The music's player loads once a visitor turns the music on (most never do).
const loadBackgroundMusic = retryableImport(() => import('./BackgroundMusic'));
const BackgroundMusic = lazyOverlay(() =>
  loadBackgroundMusic().then((module) => ({ default: module.BackgroundMusic })),
);
const loadLoginDialogHost = retryableImport(() => import('../features/auth/LoginDialogHost'));
const LoginDialogHost = lazyOverlay(() =>
  loadLoginDialogHost().then((module) => ({ default: module.LoginDialogHost })),
);

/** An overlay's code could not be loaded: close it and say the network failed. */
function overlayFailed(close: () => void) {
  close();
  showAlert('system.network_error');
}

/** The page title: the screen's own, the route's, or the product name by default. */
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
  const { locale, music } = useSnapshot(preferences);
  const online = useOnlineStatus();
  const title = usePageTitle();
  const goBack = useGoBack();
  const { drawerOpen } = useSnapshot(layout);
  const { open: loginOpen } = useSnapshot(loginPrompt);

  useApiEvents();
  useSessionBootstrap();
  useSiteTheme();
  useVersionCheck();
  useLinkInterception();

  useEffect(() => {
    if (siteSettings.status === 'idle') void loadSiteSettings();
  }, []);
  useEffect(() => closeDrawer(), [location]);

  return (
    <Box background="background" color="text" className={styles.app}>
      <LoadingBar />
      <AppBar title={title} onBack={location === paths.home ? undefined : goBack} lang={locale} />
      <main className={styles.main}>
        <Outlet />
      </main>
      <div className={styles.offlineBanner}>
        <OfflineBanner online={online} lang={locale} />
      </div>
      <MainBottomBar />
      <SideDrawer wanted={drawerOpen} onFailed={() => overlayFailed(closeDrawer)} />
      <LoginDialogHost wanted={loginOpen} onFailed={() => overlayFailed(closeLogin)} />
      <AlertHost />
      {/* Offline, the music stays off until it is turned on again. */}
      <BackgroundMusic wanted={music} onFailed={() => {}} />
    </Box>
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
