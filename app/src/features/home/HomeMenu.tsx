import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Skeleton, Text, Tiles } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { fetchHomeMenu, type HomeMenuEntry } from './api';
import * as styles from './HomePage.css';
import './messages';
import { plainLink } from '../../common/links.css';

/** An entry's tile: its icon over its name, centred. */
const entryLayout = {
  display: 'grid',
  justifyItems: 'center',
  gap: 'xsmall',
  padding: 'xsmall',
  borderRadius: 'medium',
  color: 'text',
  textAlign: 'center',
} as const;

function EntryName({ children }: { children: ReactNode }) {
  return (
    <Text as="span" size="small" lineHeight="tight" maxLines={2} className={styles.menuName}>
      {children}
    </Text>
  );
}

function openEntry(entry: HomeMenuEntry) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    // The list is the same for everyone; members-only entries ask for login first.
    if (entry.requiresAuth && !session.loggedIn) {
      event.preventDefault();
      openLogin(entry.url.startsWith('/') ? entry.url : undefined);
    }
  };
}

/** The home screen's entry points (`getHomeMenu`), linking to the areas. */
export function HomeMenu() {
  const { t } = useTranslation();
  const menu = useApiData('home-menu', fetchHomeMenu);

  return (
    <DataView
      data={menu}
      placeholder={
        <Tiles columns={4} aria-busy="true" aria-label={t('home.menu')}>
          {/* The seeded nine entries' rows, each shaped like a real one, so nothing moves on arrival. */}
          {Array.from({ length: 9 }, (_, slot) => (
            <Box as="span" key={slot} {...entryLayout}>
              <Skeleton shape="rect" width={44} height={44} />
              <EntryName>
                <Skeleton width={40} />
              </EntryName>
            </Box>
          ))}
        </Tiles>
      }
    >
      {(entries) =>
        entries.length > 0 && (
          <nav aria-label={t('home.menu')}>
            <Tiles as="ul" columns={4}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Box
                    as="a"
                    {...entryLayout}
                    className={plainLink}
                    href={entry.url}
                    onClick={openEntry(entry)}
                  >
                    <Box
                      as="img"
                      className={styles.menuIcon}
                      borderRadius="medium"
                      background="surfaceMuted"
                      src={entry.icon}
                      alt=""
                    />
                    <EntryName>{entry.name}</EntryName>
                  </Box>
                </li>
              ))}
            </Tiles>
          </nav>
        )
      }
    </DataView>
  );
}
