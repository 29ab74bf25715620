import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ErrorState, TextField, useSnackbar } from '@citylife/ui';
import { useMessage } from '../../i18n/useMessage';
import { HOME } from '../../shell/paths';
import { openLogin } from '../../stores/loginPrompt';
import { clearSession } from '../../stores/session';
import { resetPassword } from './api';
import { describeFailure, renameFields } from './failures';
import { PASSWORD_MAX, PASSWORD_MIN, isPasswordLengthValid } from './password';
import { notifySession } from './useSession';
import * as styles from './AuthPages.css';
import './messages';

const RESET_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;
const FIELD_NAMES = { newpassword: 'password', passwordconfirm: 'confirm' };

/** Whether the route's parameters can be a reset link at all. */
export function isResetLink(token: string | undefined, id: string | undefined): boolean {
  return RESET_TOKEN.test(token ?? '') && /^[1-9]\d{0,9}$/.test(id ?? '');
}

/** /user/resetpassword/{token}/{id}: sets a new password with a reset link. */
export function ResetPasswordPage({ token, id }: { token?: string; id?: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  if (!isResetLink(token, id)) {
    return (
      <ErrorState
        title={t('auth.resetLinkInvalid')}
        onRetry={() => navigate('/user/forgotpassword')}
        retryLabel={t('auth.requestNewLink')}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!isPasswordLengthValid(password)) found.password = t('auth.passwordLength');
    if (confirm !== password) found.confirm = t('auth.passwordMismatch');
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await resetPassword({
        id: Number(id),
        token: token ?? '',
        newpassword: password,
        passwordconfirm: confirm,
      });
      // Every token of the user is revoked: sign in again with the new password.
      clearSession();
      notifySession(snackbar, t('auth.passwordReset'));
      navigate(HOME, { replace: true });
      openLogin();
    } catch (error) {
      const failure = describeFailure(error);
      const { token: tokenError, ...fields } = renameFields(failure.fields, FIELD_NAMES);
      setErrors(fields);
      const text = tokenError ?? failure.message;
      setFormError(text && message(text));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('auth.resetLead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          value={password}
          onChange={(value) => {
            setPassword(value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
          required
        />
        <TextField
          label={t('auth.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={confirm}
          onChange={(value) => {
            setConfirm(value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
          error={errors.confirm}
          required
        />
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.resetSubmit')}
        </Button>
      </form>
    </div>
  );
}
