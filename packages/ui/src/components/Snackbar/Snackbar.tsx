import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { Icon } from '../Icon/Icon';
import * as styles from './Snackbar.css';

export { snackbarTones } from './Snackbar.css';

export type SnackbarTone = (typeof styles.snackbarTones)[number];

/** How long a snackbar stays: the app's alert timeout, 5 s. */
export const SNACKBAR_DURATION_MS = 5000;

export interface SnackbarAction {
  label: string;
  onClick: () => void;
}

export interface SnackbarProps {
  message: string;
  /** The warning colour (`caution`) by default, as for server messages. */
  tone?: SnackbarTone;
  action?: SnackbarAction;
  /** Shows a close button. */
  onDismiss?: () => void;
  lang?: string;
}

/** A short message at the top of the screen. Usually shown through `useSnackbar()`. */
export function Snackbar({ message, tone = 'caution', action, onDismiss, lang }: SnackbarProps) {
  const { t } = useKitMessages();
  return (
    <div className={styles.viewport}>
      <div
        role={tone === 'critical' ? 'alert' : 'status'}
        className={cx(styles.snackbar, styles.tone[tone])}
        data-tone={tone}
        lang={lang}
      >
        <Icon name={tone === 'positive' ? 'check' : 'info'} />
        <span className={styles.message}>{message}</span>
        {action && (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        )}
        {onDismiss && (
          <button
            type="button"
            className={styles.action}
            aria-label={t('snackbar.dismiss')}
            onClick={onDismiss}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
    </div>
  );
}

export interface SnackbarOptions {
  tone?: SnackbarTone;
  /** Milliseconds on screen; the provider's duration (5 s) by default. */
  duration?: number;
  action?: SnackbarAction;
  /**
   * Messages of one topic replace each other: showing one removes those of its topic that
   * are waiting or on screen, so an older outcome never shows after a newer one.
   */
  topic?: string;
}

interface QueuedSnackbar extends SnackbarOptions {
  id: number;
  message: string;
}

export interface SnackbarApi {
  /**
   * Queues a message; it shows once the ones before it have gone (a message with a topic
   * first removes the others of its topic). Returns its id.
   */
  show: (message: string, options?: SnackbarOptions) => number;
  /** Removes a message (the visible one when no id is given). */
  dismiss: (id?: number) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export interface SnackbarProviderProps {
  children: ReactNode;
  /** Default time on screen in milliseconds. */
  duration?: number;
}

/** Shows queued snackbars one at a time, each for its duration. */
export function SnackbarProvider({
  children,
  duration = SNACKBAR_DURATION_MS,
}: SnackbarProviderProps) {
  const [queue, setQueue] = useState<QueuedSnackbar[]>([]);
  const nextId = useRef(1);
  const current = queue[0];

  const dismiss = useCallback((id?: number) => {
    setQueue((items) => {
      const target = id ?? items[0]?.id;
      return items.filter((item) => item.id !== target);
    });
  }, []);

  const show = useCallback((message: string, options: SnackbarOptions = {}) => {
    const id = nextId.current++;
    setQueue((items) => [
      ...items.filter((item) => options.topic === undefined || item.topic !== options.topic),
      { id, message, ...options },
    ]);
    return id;
  }, []);

  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismiss(current.id), current.duration ?? duration);
    return () => clearTimeout(timer);
  }, [current, duration, dismiss]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          message={current.message}
          tone={current.tone}
          action={
            current.action && {
              label: current.action.label,
              onClick: () => {
                current.action?.onClick();
                dismiss(current.id);
              },
            }
          }
          onDismiss={() => dismiss(current.id)}
        />
      )}
    </SnackbarContext.Provider>
  );
}

/** Shows snackbars from anywhere under a `SnackbarProvider`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside a SnackbarProvider');
  return api;
}
