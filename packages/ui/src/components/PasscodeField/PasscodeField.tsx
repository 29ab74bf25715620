import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { Button } from '../Button/Button';
import { CaptchaField, type CaptchaStatus } from '../CaptchaField/CaptchaField';
import { TextField } from '../TextField/TextField';
import * as styles from './PasscodeField.css';

/** The browser's check that sending a passcode needs, shown above the passcode. */
export interface PasscodeCaptcha {
  status: CaptchaStatus;
  onRetry: () => void;
  label?: string;
  /** The server's message about the check. */
  error?: string;
}

export interface PasscodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Asks the app to send a passcode (the app checks the mobile number first). */
  onSendCode: () => void;
  /** While a passcode is being sent: the button shows it is busy. */
  sending?: boolean;
  /** Seconds before another passcode may be sent; the button counts them down, frozen. */
  secondsLeft?: number;
  label?: string;
  error?: string;
  required?: boolean;
  captcha?: PasscodeCaptcha;
  lang?: string;
}

/**
 * A passcode sent by text message: the browser's check that sending needs (when given),
 * then the six-digit passcode with its send button, frozen with a countdown after a send.
 */
export function PasscodeField({
  value,
  onChange,
  onSendCode,
  sending = false,
  secondsLeft = 0,
  label,
  error,
  required = false,
  captcha,
  lang,
}: PasscodeFieldProps) {
  const { t } = useKitMessages();
  return (
    <>
      {captcha && (
        <CaptchaField
          status={captcha.status}
          onRetry={captcha.onRetry}
          label={captcha.label}
          error={captcha.error}
          lang={lang}
        />
      )}
      <TextField
        label={label ?? t('passcode.label')}
        numeric="integer"
        maxLength={6}
        autoComplete="one-time-code"
        value={value}
        onChange={onChange}
        error={error}
        required={required}
        lang={lang}
        trailing={
          <Button
            size="small"
            variant="soft"
            loading={sending}
            disabled={secondsLeft > 0}
            onClick={onSendCode}
          >
            <span className={styles.sendCode}>
              {secondsLeft > 0
                ? t('passcode.resendIn', { seconds: secondsLeft })
                : t('passcode.send')}
            </span>
          </Button>
        }
      />
    </>
  );
}
