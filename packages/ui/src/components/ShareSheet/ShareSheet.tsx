import { useEffect, useRef, useState } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import type { KitMessageKey } from '../../i18n/messages';
import { BottomSheet } from '../BottomSheet/BottomSheet';
import { Icon, type IconName } from '../Icon/Icon';
import * as styles from './ShareSheet.css';
import {
  availableShareTypes,
  SHARE_MENU_MAX,
  type ShareEnvironment,
  type ShareType,
} from './shareTargets';

export {
  availableShareTypes,
  detectShareEnvironment,
  SHARE_MENU_MAX,
  shareEnvironments,
  shareTypes,
  type ShareEnvironment,
  type ShareType,
} from './shareTargets';

const icons: Record<ShareType, IconName> = {
  wechat: 'chat',
  wechatmoments: 'aperture',
  weibo: 'broadcast',
  douban: 'book',
  savepic: 'download',
  mail: 'mail',
  sms: 'message',
  twitter: 'at',
  facebook: 'people',
  instagram: 'camera',
  google: 'globe',
};

export interface ShareSheetProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen target; the app performs the share and closes the sheet. */
  onShare: (type: ShareType) => void;
  /** Where the page runs; decides which targets make sense. */
  environment?: ShareEnvironment;
  lang?: string;
}

/** The share menu: up to 8 targets, and "more" to show every target of the environment. */
export function ShareSheet({
  open,
  onClose,
  onShare,
  environment = 'browser',
  lang,
}: ShareSheetProps) {
  const { t } = useKitMessages();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLButtonElement>(null);
  const types = availableShareTypes(environment);
  const collapsed = !expanded && types.length > SHARE_MENU_MAX;
  const visible = collapsed ? types.slice(0, SHARE_MENU_MAX) : types;

  useEffect(() => {
    if (!open) setExpanded(false);
  }, [open]);
  useEffect(() => {
    if (expanded) firstRevealed.current?.focus();
  }, [expanded]);

  return (
    <BottomSheet open={open} onClose={onClose} title={t('share.title')} lang={lang}>
      <ul className={styles.grid}>
        {visible.map((type, index) => (
          <li key={type}>
            <button
              ref={index === SHARE_MENU_MAX ? firstRevealed : undefined}
              type="button"
              className={styles.target}
              onClick={() => onShare(type)}
            >
              <span className={styles.icon}>
                <Icon name={icons[type]} />
              </span>
              <span className={styles.label}>{t(`share.type.${type}` as KitMessageKey)}</span>
            </button>
          </li>
        ))}
        {collapsed && (
          <li>
            <button
              type="button"
              className={styles.target}
              aria-expanded={false}
              onClick={() => setExpanded(true)}
            >
              <span className={styles.icon}>
                <Icon name="more" />
              </span>
              <span className={styles.label}>{t('share.more')}</span>
            </button>
          </li>
        )}
      </ul>
    </BottomSheet>
  );
}
