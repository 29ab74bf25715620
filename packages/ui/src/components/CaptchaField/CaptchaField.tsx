import { useId } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { cx } from '../../internal/cx';
import { FieldGroup } from '../../internal/Field';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import * as spinner from '../Spinner/Spinner.css';
import * as styles from './CaptchaField.css';

export { captchaStatuses } from './CaptchaField.css';

export type CaptchaStatus = (typeof styles.captchaStatuses)[number];

export interface CaptchaFieldProps {
  /** Where the browser's check stands; the app solves the challenge and says so here. */
  status: CaptchaStatus;
  /** Asks the app to try the check again, offered once it failed. */
  onRetry: () => void;
  label?: string;
  /** The server's message about the check (refused, expired), shown below it. */
  error?: string;
  lang?: string;
}

/**
 * The check that a person, not a script, is asking: a proof of work the browser does by
 * itself, with nothing to read or type. It says in words where the check stands (announced
 * politely as it changes), and offers a retry when it failed.
 */
export function CaptchaField({ status, onRetry, label, error, lang }: CaptchaFieldProps) {
  const { t } = useKitMessages();
  const id = useId();
  return (
    <FieldGroup id={id} label={label ?? t('captcha.label')} error={error} markInvalid lang={lang}>
      <div className={styles.row}>
        <span className={styles.tone[status]} aria-hidden="true">
          {status === 'verifying' ? (
            <span className={cx(spinner.ring, spinner.size.small)} />
          ) : (
            <Icon name={status === 'verified' ? 'check' : 'alert'} size="small" />
          )}
        </span>
        <p role="status" aria-live="polite" aria-atomic="true" className={styles.text}>
          {t(`captcha.${status}`)}
        </p>
        {status === 'failed' && (
          <Button size="small" variant="soft" onClick={onRetry}>
            {t('captcha.retry')}
          </Button>
        )}
      </div>
    </FieldGroup>
  );
}
