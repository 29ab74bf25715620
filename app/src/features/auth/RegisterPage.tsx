import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, PasscodeField, TextField, isMainlandMobile } from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useFormSubmission } from '../../api/useFormSubmission';
import { paths } from '../../lib/paths';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { register, sendLoginCode } from './api';
import { describeFailure } from './failures';
import { AuthFormPage } from './AuthFormPage';
import { NewPasswordFields } from './NewPasswordFields';
import { isPasswordLengthValid } from './password';
import { useCaptcha } from './useCaptcha';
import { useCooldown } from './useCooldown';
import { useCompleteSignIn } from './useSession';
import { FormSubmit } from '../../common/FormSubmit';
import './messages';

const PASSCODE_FREEZE_SECONDS = 60;

type Field = 'mobile' | 'captcha' | 'passcode' | 'nickname' | 'password' | 'confirm';
type Submission = ReturnType<typeof useFormSubmission<Field>>;

const FIELD_NAMES: Partial<Record<string, Field>> = {
  captchainput: 'captcha',
  sessionId: 'captcha',
};
const sameField = fieldsNamed<Field>('mobile', 'passcode', 'nickname', 'password');
/** The server's fields on the form's: the captcha's answer and track id under the captcha. */
const registerField = (name: string) => FIELD_NAMES[name] ?? sameField(name);

/** /user/register: a mobile number proven by a passcode, a nickname and a password. */
export function RegisterPage() {
  const { t } = useTranslation();
  const completeSignIn = useCompleteSignIn();
  const captcha = useCaptcha(true);
  const cooldown = useCooldown(PASSCODE_FREEZE_SECONDS);
  const [values, setValues] = useState<Record<Exclude<Field, 'captcha'>, string>>({
    mobile: '',
    passcode: '',
    nickname: '',
    password: '',
    confirm: '',
  });
  // The passcode request and the registration each load their own button. The messages
  // shown are those of whichever last started or failed (see `send`).
  const code = useFormSubmission(registerField);
  const form = useFormSubmission(registerField);
  const errorOf = (field: Field) => form.errors[field] ?? code.errors[field];
  const formError = form.formError ?? code.formError;

  const set = (field: Exclude<Field, 'captcha'>) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    for (const submission of [code, form]) {
      submission.forget(field);
    }
  };
  const required = (label: string) => t('auth.required', { field: label });

  /**
   * Checks and sends with `submission`; the other one's messages are forgotten when it
   * starts and when it fails. A lost connection, which the client has already alerted, adds
   * nothing below the form.
   */
  const send = async (
    submission: Submission,
    call: () => Promise<unknown>,
    check: () => Partial<Record<Field, string>>,
  ) => {
    const other = submission === code ? form : code;
    const forgetOther = () => {
      other.setErrors({});
      other.setFormError(undefined);
    };
    forgetOther();
    let failed: unknown;
    const sent = await submission.submit(
      () =>
        call().catch((error: unknown) => {
          failed = error;
          throw error;
        }),
      check,
    );
    if (!sent) forgetOther();
    if (describeFailure(failed).alerted) submission.setFormError(undefined);
    return sent;
  };

  const sendCode = async () => {
    const sent = await send(
      code,
      () =>
        captcha.withSolution(values.mobile, (captchainput) =>
          sendLoginCode(values.mobile, captchainput, session.trackId),
        ),
      () => {
        const found: Partial<Record<Field, string>> = {};
        if (!isMainlandMobile(values.mobile)) found.mobile = t('auth.mobileInvalid');
        return found;
      },
    );
    if (sent) cooldown.start();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(
      form,
      async () => {
        const result = await captcha.withSolution(values.mobile, (captchainput) =>
          register({
            mobile: values.mobile,
            passcode: values.passcode,
            password: values.password,
            nickname: values.nickname.trim(),
            captchainput,
            sessionId: session.trackId,
          }),
        );
        completeSignIn(result, paths.home, 'auth.registered');
      },
      () => {
        const found: Partial<Record<Field, string>> = {};
        if (!values.mobile) found.mobile = required(t('auth.mobile'));
        else if (!isMainlandMobile(values.mobile)) found.mobile = t('auth.mobileInvalid');
        if (!values.passcode) found.passcode = required(t('auth.passcode'));
        if (!values.nickname.trim()) found.nickname = required(t('auth.nickname'));
        if (!isPasswordLengthValid(values.password)) found.password = t('auth.passwordLength');
        if (values.confirm !== values.password) found.confirm = t('auth.passwordMismatch');
        return found;
      },
    );
  };

  return (
    <AuthFormPage lead={t('auth.registerLead')} onSubmit={submit}>
      <TextField
        label={t('auth.mobile')}
        type="tel"
        numeric="integer"
        maxLength={11}
        autoComplete="tel-national"
        value={values.mobile}
        onChange={set('mobile')}
        error={errorOf('mobile')}
        required
      />
      <PasscodeField
        label={t('auth.passcode')}
        value={values.passcode}
        onChange={set('passcode')}
        error={errorOf('passcode')}
        required
        onSendCode={() => void sendCode()}
        sending={code.sending}
        secondsLeft={cooldown.left}
        captcha={{
          label: t('auth.captcha'),
          status: captcha.status,
          onRetry: captcha.retry,
          error: errorOf('captcha'),
        }}
      />
      <TextField
        label={t('auth.nickname')}
        autoComplete="nickname"
        maxLength={32}
        value={values.nickname}
        onChange={set('nickname')}
        error={errorOf('nickname')}
        required
      />
      <NewPasswordFields
        label={t('auth.password')}
        password={{
          value: values.password,
          onChange: set('password'),
          error: errorOf('password'),
        }}
        confirm={{ value: values.confirm, onChange: set('confirm'), error: errorOf('confirm') }}
      />
      <FormSubmit error={formError} sending={form.sending}>
        {t('auth.registerSubmit')}
      </FormSubmit>
      <Button variant="ghost" onClick={() => openLogin()}>
        {t('auth.haveAccount')}
      </Button>
    </AuthFormPage>
  );
}
