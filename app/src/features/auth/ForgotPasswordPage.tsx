import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CaptchaField, Card, Page, Text, TextField } from '@citylife/ui';
import { useFormSubmission } from '../../api/useFormSubmission';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { accountProblem } from './accountName';
import { requestPasswordReset } from './api';
import { describeFailure } from './failures';
import { useCaptcha } from './useCaptcha';
import { FormSubmit } from '../../common/FormSubmit';
import { AuthFormPage } from './AuthFormPage';
import './messages';

type Field = 'account' | 'captcha';

const FIELD_NAMES: Partial<Record<string, Field>> = {
  captchainput: 'captcha',
  sessionId: 'captcha',
  email: 'account',
};
/** The server's fields on the form's: the captcha's answer and track id under the captcha. */
const forgotField = (name: string) => FIELD_NAMES[name];

/** /user/forgotpassword: asks for a reset link sent to the account's mobile or email. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const captcha = useCaptcha(true);
  const [account, setAccount] = useState('');
  const form = useFormSubmission(forgotField);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let failed: unknown;
    const done = await form.submit(
      () =>
        captcha
          .withSolution(account, (captchainput) =>
            requestPasswordReset({ email: account, captchainput, sessionId: session.trackId }),
          )
          .catch((error: unknown) => {
            failed = error;
            throw error;
          }),
      () => {
        const found: Partial<Record<Field, string>> = {};
        if (!account) found.account = t('auth.required', { field: t('auth.account') });
        else {
          const problem = accountProblem(account);
          if (problem) found.account = t(problem);
        }
        return found;
      },
    );
    if (done) setSent(true);
    // The client has already alerted a lost connection: nothing more below the form.
    else if (describeFailure(failed).alerted) form.setFormError(undefined);
  };

  if (sent) {
    return (
      <Page width="narrow">
        <Card>
          <Text role="status">{t('auth.resetLinkSent')}</Text>
        </Card>
        <Button variant="soft" onClick={() => openLogin()}>
          {t('auth.backToLogin')}
        </Button>
      </Page>
    );
  }

  return (
    <AuthFormPage lead={t('auth.forgotLead')} onSubmit={submit}>
      <TextField
        label={t('auth.account')}
        autoComplete="username"
        {...form.bind('account', account, (value) => setAccount(value.trim()), {
          clearsFormMessage: false,
        })}
        required
      />
      <CaptchaField
        label={t('auth.captcha')}
        status={captcha.status}
        onRetry={() => {
          form.forget('captcha');
          captcha.retry();
        }}
        error={form.errors.captcha}
      />
      <FormSubmit error={form.formError} sending={form.sending}>
        {t('auth.sendResetLink')}
      </FormSubmit>
    </AuthFormPage>
  );
}
