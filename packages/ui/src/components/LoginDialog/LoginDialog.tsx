import { useState, type FormEvent, type ReactNode } from 'react';
import { useKitMessages } from '../../i18n/KitMessagesProvider';
import { useClock } from '../../internal/useClock';
import { Button } from '../Button/Button';
import { CaptchaField, type CaptchaStatus } from '../CaptchaField/CaptchaField';
import { Dialog } from '../Dialog/Dialog';
import { PasscodeField } from '../PasscodeField/PasscodeField';
import { Tabs } from '../Tabs/Tabs';
import { TextField } from '../TextField/TextField';
import * as styles from './LoginDialog.css';

export const loginModes = ['mobile', 'password'] as const;
export type LoginMode = (typeof loginModes)[number];

/** Seconds the send-code button stays frozen after a code is sent. */
export const PASSCODE_COOLDOWN_SECONDS = 60;

/** A mainland-China mobile number: 11 digits starting 13 to 19. */
export function isMainlandMobile(mobile: string): boolean {
  return /^1[3-9]\d{9}$/.test(mobile);
}

/** An email address: a local part, `@`, and a domain with a dot, without white space. */
export function isEmailAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export type LoginField = 'mobile' | 'passcode' | 'account' | 'password' | 'captcha';
export type LoginErrors = Partial<Record<LoginField, string>>;

export type LoginCredentials =
  | { mode: 'mobile'; mobile: string; passcode: string }
  | { mode: 'password'; account: string; password: string };

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** Emitted after the fields pass the client checks; the app signs in (and hashes). */
  onSubmit: (credentials: LoginCredentials) => void;
  /**
   * Asks the app to send a passcode. The button freezes for the cooldown once this
   * returns (or its promise resolves); a rejected promise leaves it usable.
   */
  onSendCode: (mobile: string) => void | Promise<void>;
  onRegister: () => void;
  onForgotPassword: () => void;
  defaultMode?: LoginMode;
  /** Errors per field from the server, e.g. a failed mobile login's message. */
  errors?: LoginErrors;
  submitting?: boolean;
  /**
   * Shows the browser's check (its state, a retry once it failed): the app solves the
   * challenge that sending codes and signing in need, and waits for it when they are asked.
   */
  captcha?: { status: CaptchaStatus; onRetry: () => void };
  cooldownSeconds?: number;
  /** The clock, injectable for tests; `Date.now` by default. */
  now?: () => number;
  /** How often the countdown refreshes, in milliseconds. */
  tickMs?: number;
  lang?: string;
  /** Other ways to sign in, under the form (e.g. WeChat's, inside WeChat). */
  alternatives?: ReactNode;
}

/**
 * Sign in by mobile passcode or by account and password, with register and
 * forgot-password links, client checks and a send-code button frozen for 60 s.
 */
export function LoginDialog({
  open,
  onClose,
  onSubmit,
  onSendCode,
  onRegister,
  onForgotPassword,
  alternatives,
  defaultMode = 'mobile',
  errors: serverErrors,
  submitting = false,
  captcha,
  cooldownSeconds = PASSCODE_COOLDOWN_SECONDS,
  now = Date.now,
  tickMs = 1000,
  lang,
}: LoginDialogProps) {
  const { t } = useKitMessages();
  const [mode, setMode] = useState<LoginMode>(defaultMode);
  const [fields, setFields] = useState({
    mobile: '',
    passcode: '',
    account: '',
    password: '',
  });
  const [clientErrors, setClientErrors] = useState<LoginErrors>({});
  const [sending, setSending] = useState(false);
  const [frozenUntil, setFrozenUntil] = useState(0);
  const clock = useClock(now, frozenUntil > 0, tickMs);
  const secondsLeft = Math.max(0, Math.ceil((frozenUntil - clock) / 1000));

  const labels: Record<LoginField, string> = {
    mobile: t('login.mobile'),
    passcode: t('login.passcode'),
    account: t('login.account'),
    password: t('login.password'),
    captcha: t('captcha.label'),
  };
  const required = (field: LoginField) => t('common.required', { field: labels[field] });
  const errorOf = (field: LoginField) => clientErrors[field] ?? serverErrors?.[field];

  const set = (field: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setClientErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** What each required text field of the form takes: its label, value, change and error. */
  const fieldProps = (field: keyof typeof fields) => ({
    label: labels[field],
    value: fields[field],
    onChange: set(field),
    error: errorOf(field),
    required: true,
  });

  const validate = (): LoginErrors => {
    const found: LoginErrors = {};
    if (mode === 'mobile') {
      if (!fields.mobile) found.mobile = required('mobile');
      else if (!isMainlandMobile(fields.mobile)) found.mobile = t('login.mobileInvalid');
      if (!fields.passcode) found.passcode = required('passcode');
    } else {
      if (!fields.account) found.account = required('account');
      else if (fields.account.includes('@') && !isEmailAddress(fields.account)) {
        found.account = t('login.emailInvalid');
      }
      if (!fields.password) found.password = required('password');
    }
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(
      mode === 'mobile'
        ? { mode, mobile: fields.mobile, passcode: fields.passcode }
        : { mode, account: fields.account, password: fields.password },
    );
  };

  const sendCode = async () => {
    const found: LoginErrors = {};
    if (!isMainlandMobile(fields.mobile)) found.mobile = t('login.mobileInvalid');
    setClientErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSendCode(fields.mobile);
      setFrozenUntil(now() + cooldownSeconds * 1000);
    } catch {
      // The app shows why sending failed; the button stays usable.
    } finally {
      setSending(false);
    }
  };

  const captchaField = captcha && (
    <CaptchaField
      label={labels.captcha}
      status={captcha.status}
      onRetry={captcha.onRetry}
      error={errorOf('captcha')}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} title={t('login.title')} lang={lang}>
      <Tabs
        label={t('login.title')}
        value={mode}
        onChange={(next) => {
          setMode(next as LoginMode);
          setClientErrors({});
        }}
        items={[
          { id: 'mobile', label: t('login.modeMobile') },
          { id: 'password', label: t('login.modePassword') },
        ]}
      >
        <form className={styles.form} onSubmit={submit} noValidate>
          {mode === 'mobile' ? (
            <>
              <TextField
                {...fieldProps('mobile')}
                type="tel"
                numeric="integer"
                maxLength={11}
                autoComplete="tel-national"
              />
              <PasscodeField
                {...fieldProps('passcode')}
                onSendCode={() => void sendCode()}
                sending={sending}
                secondsLeft={secondsLeft}
                captcha={
                  captcha && {
                    status: captcha.status,
                    onRetry: captcha.onRetry,
                    label: labels.captcha,
                    error: errorOf('captcha'),
                  }
                }
              />
            </>
          ) : (
            <>
              <TextField {...fieldProps('account')} autoComplete="username" />
              <TextField
                {...fieldProps('password')}
                type="password"
                autoComplete="current-password"
              />
              {captchaField}
            </>
          )}
          <Button type="submit" fullWidth loading={submitting}>
            {t('login.submit')}
          </Button>
          <div className={styles.links}>
            <Button size="small" variant="ghost" onClick={onRegister}>
              {t('login.register')}
            </Button>
            <Button size="small" variant="ghost" tone="neutral" onClick={onForgotPassword}>
              {t('login.forgot')}
            </Button>
          </div>
        </form>
      </Tabs>
      {alternatives && <div className={styles.alternatives}>{alternatives}</div>}
    </Dialog>
  );
}
