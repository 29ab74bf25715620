import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Avatar, Box, Drawer, Icon, List, ListItem, Stack, Text } from '@citylife/ui';
import { useSignOut } from './useSignOut';
import { LanguageButtons } from '../common/LanguageButtons';
import { closeDrawer, layout } from '../stores/layout';
import { openLogin } from '../stores/loginPrompt';
import { preferences } from '../stores/preferences';
import { isAdmin, session } from '../stores/session';
import { paths } from '../lib/paths';

/** The back office, outside this app. */
const ADMIN_URL = import.meta.env.VITE_ADMIN_URL ?? paths.admin.index;

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
        <Text size="xsmall" tone="muted" data-testid="app-version">
          {t('shell.drawer.version', { version: __APP_VERSION__ })}
        </Text>
      }
    >
      <div onClick={closeOnLink}>
        {loggedIn && user && (
          <Box display="flex" alignItems="center" gap="medium" padding="medium">
            <Avatar name={user.nickname} src={user.avatar || undefined} />
            <Text weight="strong">{user.nickname}</Text>
          </Box>
        )}
        <Box display="grid" gap="large" paddingBottom="large">
          <List aria-label={t('shell.drawer.pages')}>
            <ListItem
              leading={<Icon name="home" />}
              title={t('shell.nav.home')}
              href={paths.home}
            />
            <ListItem
              leading={<Icon name="user" />}
              title={t('shell.nav.userCentre')}
              href={paths.member.center}
            />
            <ListItem
              leading={<Icon name="people" />}
              title={t('routes.registration.home')}
              href={paths.registration.home}
            />
            <ListItem
              leading={<Icon name="message" />}
              title={t('shell.nav.feedback')}
              href={paths.feedback}
            />
            <ListItem
              leading={<Icon name="info" />}
              title={t('shell.nav.about')}
              href={paths.about}
            />
            <ListItem
              leading={<Icon name="globe" />}
              title={t('shell.nav.settings')}
              href={paths.setting}
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

          <Box
            as="section"
            display="grid"
            gap="small"
            paddingX="medium"
            aria-labelledby="drawer-language"
          >
            <Text as="h3" id="drawer-language" size="small" weight="medium" tone="muted">
              {t('language.label')}
            </Text>
            <LanguageButtons labelledBy="drawer-language" />
          </Box>

          {debugging && (
            <Stack as="section" space="small" aria-labelledby="drawer-debug">
              <Box paddingX="medium">
                <Text as="h3" id="drawer-debug" size="small" weight="medium" tone="muted">
                  {t('shell.drawer.debug')}
                </Text>
              </Box>
              <List aria-label={t('shell.drawer.debug')}>
                <ListItem title={t('routes.poll.index')} href={paths.poll.index} />
                <ListItem title={t('routes.event.index')} href={paths.event.index} />
                <ListItem title={t('routes.lab.index')} href={paths.lab.index} />
              </List>
            </Stack>
          )}
        </Box>
      </div>
    </Drawer>
  );
}
