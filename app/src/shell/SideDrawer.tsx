import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Avatar, Drawer, Icon, List, ListItem } from '@citylife/ui';
import { useSignOut } from './useSignOut';
import { LanguageButtons } from '../i18n/LanguageButtons';
import { closeDrawer, layout } from '../stores/layout';
import { openLogin } from '../stores/loginPrompt';
import { preferences } from '../stores/preferences';
import { isAdmin, session } from '../stores/session';
import * as styles from './Shell.css';

/** The back office, outside this app. */
const ADMIN_URL = import.meta.env.VITE_ADMIN_URL ?? '/admin/';

function closeOnLink(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) closeDrawer();
}

/** The menu on the right: pages, login or logout, language, admin and debug links, version. */
export function SideDrawer() {
  const { t } = useTranslation();
  const { drawerOpen } = useSnapshot(layout);
  const { loggedIn, user } = useSnapshot(session);
  const { locale, debugging } = useSnapshot(preferences);
  const signOut = useSignOut();

  return (
    <Drawer
      open={drawerOpen}
      onClose={closeDrawer}
      title={t('app.name')}
      lang={locale}
      footer={
        <p className={styles.version} data-testid="app-version">
          {t('shell.drawer.version', { version: __APP_VERSION__ })}
        </p>
      }
    >
      <div onClick={closeOnLink}>
        {loggedIn && user && (
          <div className={styles.drawerUser}>
            <Avatar name={user.nickname} src={user.avatar || undefined} />
            <p className={styles.drawerUserName}>{user.nickname}</p>
          </div>
        )}
        <List aria-label={t('shell.drawer.pages')}>
          <ListItem leading={<Icon name="home" />} title={t('shell.nav.home')} href="/home" />
          <ListItem
            leading={<Icon name="user" />}
            title={t('shell.nav.userCentre')}
            href="/member/center"
          />
          <ListItem
            leading={<Icon name="message" />}
            title={t('shell.nav.feedback')}
            href="/feedback"
          />
          <ListItem leading={<Icon name="info" />} title={t('shell.nav.about')} href="/about" />
          <ListItem
            leading={<Icon name="globe" />}
            title={t('shell.nav.settings')}
            href="/setting"
          />
          {isAdmin(user) && (
            <ListItem
              leading={<Icon name="lock" />}
              title={t('shell.nav.admin')}
              href={ADMIN_URL}
            />
          )}
          {loggedIn ? (
            <ListItem
              leading={<Icon name="back" />}
              title={t('shell.drawer.logout')}
              onClick={() => void signOut()}
              chevron={false}
            />
          ) : (
            <ListItem
              leading={<Icon name="user" />}
              title={t('shell.drawer.login')}
              onClick={() => {
                closeDrawer();
                openLogin();
              }}
              chevron={false}
            />
          )}
        </List>

        <section className={styles.drawerSection} aria-labelledby="drawer-language">
          <h3 id="drawer-language" className={styles.drawerHeading}>
            {t('language.label')}
          </h3>
          <LanguageButtons labelledBy="drawer-language" className={styles.languages} />
        </section>

        {debugging && (
          <section className={styles.drawerSection} aria-labelledby="drawer-debug">
            <h3 id="drawer-debug" className={styles.drawerHeading}>
              {t('shell.drawer.debug')}
            </h3>
            <List aria-label={t('shell.drawer.debug')}>
              <ListItem title={t('routes.poll.index')} href="/poll/index" />
              <ListItem title={t('routes.event.index')} href="/event/index" />
              <ListItem title={t('routes.lab.index')} href="/lab/index" />
            </List>
          </section>
        )}
      </div>
    </Drawer>
  );
}
