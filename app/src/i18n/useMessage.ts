import { useTranslation } from 'react-i18next';

/**
 * Turns a failure message into text: a translation key (`system.network_error`) is
 * translated, a message the server already wrote is shown as it is.
 */
export function useMessage() {
  const { t, i18n } = useTranslation();
  return (message: string) => (i18n.exists(message) ? t(message) : message);
}
