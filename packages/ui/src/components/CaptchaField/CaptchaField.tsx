import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Icon } from '../Icon/Icon';
import { TextField } from '../TextField/TextField';
import * as styles from './CaptchaField.css';

export interface CaptchaFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The captcha picture (e.g. from `/captcha/refresh/{trackId}/`, fetched by the app). */
  imageSrc: string;
  /** Tapping the picture asks the app for a new one. */
  onRefresh: () => void;
  label?: string;
  error?: string;
  required?: boolean;
  lang?: string;
}

/** A text field for the captcha with its picture; tapping the picture refreshes it. */
export function CaptchaField({
  value,
  onChange,
  imageSrc,
  onRefresh,
  label,
  error,
  required,
  lang,
}: CaptchaFieldProps) {
  const { t } = useKitMessages();
  return (
    <TextField
      label={label ?? t('captcha.label')}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      autoComplete="off"
      maxLength={8}
      lang={lang}
      trailing={
        <button
          type="button"
          className={styles.imageButton}
          aria-label={t('captcha.refresh')}
          onClick={onRefresh}
        >
          <img className={styles.image} src={imageSrc} alt="" />
          <Icon name="refresh" size="small" />
        </button>
      }
    />
  );
}
