import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, CaptchaField, TextField, isMainlandMobile } from '@citylife/ui';
import { useMessage } from '../../i18n/useMessage';
import { HOME } from '../../shell/paths';
import { openLogin } from '../../stores/loginPrompt';
import { session } from '../../stores/session';
import { register, sendLoginCode } from './api';
import { captchaRejected, describeFailure, renameFields } from './failures';
import { PASSWORD_MAX, PASSWORD_MIN, isPasswordLengthValid } from './password';
import { useCaptcha } from './useCaptcha';
import { useCooldown } from './useCooldown';
import { useCompleteSignIn } from './useSession';
import * as styles from './AuthPages.css';
import './messages';

const PASSCODE_FREEZE_SECONDS = 60;
const FIELD_NAMES = { captchainput: 'captcha', sessionId: 'captcha' };

type Field = 'mobile' | 'captcha' | 'passcode' | 'nickname' | 'password' | 'confirm';

/** /user/register: a mobile number proven by a passcode, a nickname and a password. */
export function RegisterPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const completeSignIn = useCompleteSignIn();
  const captcha = useCaptcha(true);
  const cooldown = useCooldown(PASSCODE_FREEZE_SECONDS);
  const [values, setValues] = useState<Record<Field, string>>({
    mobile: '',
    captcha: '',
    passcode: '',
    nickname: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const required = (label: string) => t('auth.required', { field: label });

  const showFailure = (error: unknown) => {
    const failure = describeFailure(error);
    if (captchaRejected(failure)) captcha.refresh();
    setErrors(renameFields(failure.fields, FIELD_NAMES));
    setFormError(failure.message && message(failure.message));
  };

  const sendCode = async () => {
    const found: Partial<Record<Field, string>> = {};
    if (!isMainlandMobile(values.mobile)) found.mobile = t('auth.mobileInvalid');
    if (!values.captcha) found.captcha = required(t('auth.captcha'));
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await sendLoginCode(values.mobile, values.captcha, session.trackId);
      cooldown.start();
    } catch (error) {
      showFailure(error);
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.mobile) found.mobile = required(t('auth.mobile'));
    else if (!isMainlandMobile(values.mobile)) found.mobile = t('auth.mobileInvalid');
    if (!values.captcha) found.captcha = required(t('auth.captcha'));
    if (!values.passcode) found.passcode = required(t('auth.passcode'));
    if (!values.nickname.trim()) found.nickname = required(t('auth.nickname'));
    if (!isPasswordLengthValid(values.password)) found.password = t('auth.passwordLength');
    if (values.confirm !== values.password) found.confirm = t('auth.passwordMismatch');
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const result = await register({
        mobile: values.mobile,
        passcode: values.passcode,
        password: values.password,
        nickname: values.nickname.trim(),
        captchainput: values.captcha,
        sessionId: session.trackId,
      });
      completeSignIn(result, HOME, 'auth.registered');
    } catch (error) {
      showFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <p className={styles.lead}>{t('auth.registerLead')}</p>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('auth.mobile')}
          type="tel"
          numeric="integer"
          maxLength={11}
          autoComplete="tel-national"
          value={values.mobile}
          onChange={set('mobile')}
          error={errors.mobile}
          required
        />
        <CaptchaField
          label={t('auth.captcha')}
          value={values.captcha}
          onChange={set('captcha')}
          imageSrc={captcha.imageSrc}
          onRefresh={captcha.refresh}
          error={errors.captcha}
          required
        />
        <TextField
          label={t('auth.passcode')}
          numeric="integer"
          maxLength={6}
          autoComplete="one-time-code"
          value={values.passcode}
          onChange={set('passcode')}
          error={errors.passcode}
          required
          trailing={
            <Button
              size="small"
              variant="soft"
              loading={sending}
              disabled={cooldown.left > 0}
              onClick={() => void sendCode()}
            >
              {cooldown.left > 0
                ? t('auth.resendIn', { seconds: cooldown.left })
                : t('auth.sendCode')}
            </Button>
          }
        />
        <TextField
          label={t('auth.nickname')}
          autoComplete="nickname"
          maxLength={32}
          value={values.nickname}
          onChange={set('nickname')}
          error={errors.nickname}
          required
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          required
        />
        <TextField
          label={t('auth.passwordConfirm')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={values.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
          required
        />
        {formError && (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        )}
        <Button type="submit" fullWidth loading={submitting}>
          {t('auth.registerSubmit')}
        </Button>
        <Button variant="ghost" onClick={() => openLogin()}>
          {t('auth.haveAccount')}
        </Button>
      </form>
    </div>
  );
}
