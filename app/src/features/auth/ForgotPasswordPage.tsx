import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CaptchaField, TextField } from '@citylife/ui';
import { useMessage } from '../../i18n/useMessage';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { requestPasswordReset } from './api';
import { captchaRejected, describeFailure, renameFields } from './failures';
import { useCaptcha } from './useCaptcha';
import * as styles from './AuthPages.css';
import './messages';

const ACCOUNT = /^(1[3-9]\d{9}|[^\s@]+@[^\s@]+\.[^\s@]+)$/;
const FIELD_NAMES = { captchainput: 'captcha', sessionId: 'captcha', email: 'account' };

/** /user/forgotpassword: asks for a reset link sent to the account's mobile or email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const captcha = useCaptcha(true);
  const [account, setAccount] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!account) found.account = t('auth.required', { field: t('auth.account') });
    else if (!ACCOUNT.test(account)) found.account = t('auth.accountInvalid');
    if (!answer) found.captcha = t('auth.required', { field: t('auth.captcha') });
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await requestPasswordReset({
        email: account,
        captchainput: answer,
        sessionId: session.trackId,
      });
      setSent(true);
    } catch (error) {
      const failure = describeFailure(error);
      if (captchaRejected(failure)) captcha.refresh();
      setErrors(renameFields(failure.fields, FIELD_NAMES));
      setFormError(failure.message && message(failure.message));
    } finally {
      setSubmitting(false);
    }
  };

  if (sent) {
    return (
      <div className={styles.page}>
        <p className={styles.done} role="status">
          {t('auth.resetLinkSent')}
        </p>
        <Button variant="soft" onClick={() => openLogin()}>
          {t('auth.backToLogin')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('auth.forgotLead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('auth.account')}
          autoComplete="username"
          value={account}
          onChange={(value) => {
            setAccount(value.trim());
            setErrors((current) => ({ ...current, account: undefined }));
          }}
          error={errors.account}
          required
        />
        <CaptchaField
          label={t('auth.captcha')}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setErrors((current) => ({ ...current, captcha: undefined }));
          }}
          imageSrc={captcha.imageSrc}
          onRefresh={captcha.refresh}
          error={errors.captcha}
          required
        />
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.sendResetLink')}
        </Button>
      </form>
    </div>
  );
}
