import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ErrorState, useSnackbar } from '@citylife/ui';
import { useFormSubmission } from '../../api/useFormSubmission';
import { paths } from '../../lib/paths';
import { openLogin } from '../../stores/loginPrompt';
import { clearSession } from '../../stores/session';
import { resetPassword } from './api';
import { describeFailure } from './failures';
import { AuthFormPage } from './AuthFormPage';
import { NewPasswordFields } from './NewPasswordFields';
import { isPasswordLengthValid } from './password';
import { notifySession } from './useSession';
import { FormSubmit } from '../../common/FormSubmit';
import './messages';

const RESET_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

type Field = 'password' | 'confirm';

const FIELD_NAMES: Partial<Record<string, Field>> = {
  newpassword: 'password',
  passwordconfirm: 'confirm',
};
/** The server's fields on the form's; the token's message goes below the form. */
const resetField = (name: string) => FIELD_NAMES[name];

/** Whether the route's parameters can be a reset link at all. */
export function isResetLink(token: string | undefined, id: string | undefined): boolean {
  return RESET_TOKEN.test(token ?? '') && /^[1-9]\d{0,9}$/.test(id ?? '');
}

/** /user/resetpassword/{token}/{id}: sets a new password with a reset link. */
export function ResetPasswordPage({ token, id }: { token?: string; id?: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const form = useFormSubmission(resetField);

  if (!isResetLink(token, id)) {
    return (
      <ErrorState
        title={t('auth.resetLinkInvalid')}
        onRetry={() => navigate(paths.user.forgotpassword)}
        retryLabel={t('auth.requestNewLink')}
      />
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let failed: unknown;
    const sent = await form.submit(
      () =>
        resetPassword({
          id: Number(id),
          token: token ?? '',
          newpassword: password,
          passwordconfirm: confirm,
        }).catch((error: unknown) => {
          failed = error;
          throw error;
        }),
      () => {
        const found: Partial<Record<Field, string>> = {};
        if (!isPasswordLengthValid(password)) found.password = t('auth.passwordLength');
        if (confirm !== password) found.confirm = t('auth.passwordMismatch');
        return found;
      },
    );
    if (!sent) {
      // The client has already alerted a lost connection: nothing more below the form.
      if (describeFailure(failed).alerted) form.setFormError(undefined);
      return;
    }
    // Every token of the user is revoked: sign in again with the new password.
    clearSession();
    notifySession(snackbar, t('auth.passwordReset'));
    navigate(paths.home, { replace: true });
    openLogin();
  };

  return (
    <AuthFormPage lead={t('auth.resetLead')} onSubmit={submit}>
      <NewPasswordFields
        label={t('auth.newPassword')}
        password={form.bind('password', password, setPassword, { clearsFormMessage: false })}
        confirm={form.bind('confirm', confirm, setConfirm, { clearsFormMessage: false })}
      />
      <FormSubmit error={form.formError} sending={form.sending}>
        {t('auth.resetSubmit')}
      </FormSubmit>
    </AuthFormPage>
  );
}
