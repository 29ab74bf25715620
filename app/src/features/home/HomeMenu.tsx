import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Skeleton } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { useSnapshot } from 'valtio';
import { openLogin } from '../../stores/loginPrompt';
import { preferences } from '../../stores/preferences';
import { session } from '../../stores/session';
import { fetchHomeMenu, type HomeMenuEntry } from './api';
import * as styles from './HomePage.css';
import './messages';

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
  const message = useMessage();
  const { locale } = useSnapshot(preferences);
  // Entry names come translated from the server: read them again in a new language.
  const menu = useApiData(`home-menu-${locale}`, fetchHomeMenu);

  if (menu.status === 'loading') {
    return (
      <div className={styles.menu} aria-busy="true" aria-label={t('home.menu')}>
        {/* Two rows of entries, each shaped like a real one, so nothing moves on arrival. */}
        {Array.from({ length: 8 }, (_, slot) => (
          <span key={slot} className={styles.menuEntry}>
            <Skeleton shape="rect" width={44} height={44} />
            <span className={styles.menuName}>
              <Skeleton width={40} />
            </span>
          </span>
        ))}
      </div>
    );
  }
  if (menu.status === 'failed') {
    return (
      <ErrorState
        description={message(failureMessage(menu.error))}
        onRetry={menu.reload}
        retryLabel={t('common.retry')}
      />
    );
  }
  if (!menu.data?.length) return null;
  return (
    <nav aria-label={t('home.menu')}>
      <ul className={styles.menu}>
        {menu.data.map((entry) => (
          <li key={entry.id}>
            <a className={styles.menuEntry} href={entry.url} onClick={openEntry(entry)}>
              <img className={styles.menuIcon} src={entry.icon} alt="" />
              <span className={styles.menuName}>{entry.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
