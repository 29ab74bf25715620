import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './OfflineBanner.css';

/** How long "You are online." stays after the connection returns. */
export const BACK_ONLINE_MS = 3000;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection, following `online`/`offline` events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

export interface OfflineBannerProps {
  /** The connection state, e.g. from `useOnlineStatus()`. */
  online: boolean;
  /** How long the back-online message stays, in milliseconds. */
  onlineMessageMs?: number;
  lang?: string;
}

/** "You are offline." while offline, then "You are online." for a moment after. */
export function OfflineBanner({
  online,
  onlineMessageMs = BACK_ONLINE_MS,
  lang,
}: OfflineBannerProps) {
  const { t } = useKitMessages();
  const [backOnline, setBackOnline] = useState(false);
  const wasOffline = useRef(!online);

  useEffect(() => {
    if (!online) {
      wasOffline.current = true;
      setBackOnline(false);
      return;
    }
    if (!wasOffline.current) return;
    wasOffline.current = false;
    setBackOnline(true);
    const timer = setTimeout(() => setBackOnline(false), onlineMessageMs);
    return () => clearTimeout(timer);
  }, [online, onlineMessageMs]);

  const visible = !online || backOnline;
  return (
    <div role="status" lang={lang}>
      {visible && (
        <div className={cx(styles.banner, styles.tone[online ? 'online' : 'offline'])}>
          <Icon name={online ? 'wifi' : 'wifiOff'} size="small" />
          {t(online ? 'network.online' : 'network.offline')}
        </div>
      )}
    </div>
  );
}
