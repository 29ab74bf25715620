import { useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button, LoginDialog, type LoginCredentials, type LoginErrors } from '@citylife/ui';
import { useTranslation } from 'react-i18next';
import { isWechatBrowser } from '../../api/device';
import { useMessage } from '../../i18n/useMessage';
import { showAlert } from '../../stores/alerts';
import { closeLogin, loginPrompt } from '../../stores/loginPrompt';
import { preferences } from '../../stores/preferences';
import { session, takeLoginRedirect } from '../../stores/session';
import { sendLoginCode, signInWithPasscode, signInWithPassword } from './api';
import { describeFailure, loginErrorsOf } from './failures';
import { isPasswordLengthValid } from './password';
import { useCaptcha } from './useCaptcha';
import { useCompleteSignIn } from './useSession';
import { startWechatSignIn } from './wechatSignIn';
import './messages';
import { paths } from '../../lib/paths';

/**
 * The login dialog of the whole app: opened by an auth route, a 401, the drawer or the
 * bottom bar; signs in by mobile passcode or by account and password.
 */
export function LoginDialogHost() {
  const { open, openings } = useSnapshot(loginPrompt);
  const { locale } = useSnapshot(preferences);
  const [, navigate] = useLocation();
  const message = useMessage();
  const completeSignIn = useCompleteSignIn();
  const captcha = useCaptcha(open);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);

  const translate = (found: LoginErrors): LoginErrors =>
    Object.fromEntries(
      Object.entries(found).map(([field, text]) => [field, text && message(text)]),
    );

  const fail = (error: unknown, fallback: 'mobile' | 'passcode') => {
    const failure = describeFailure(error);
    if (!failure.alerted) setErrors(translate(loginErrorsOf(failure, fallback)));
  };

  const sendCode = async (mobile: string) => {
    setErrors({});
    try {
      await captcha.withSolution(mobile, (captchainput) =>
        sendLoginCode(mobile, captchainput, session.trackId),
      );
    } catch (error) {
      fail(error, 'mobile');
      throw error;
    }
  };

  const submit = async (credentials: LoginCredentials) => {
    setErrors({});
    if (credentials.mode === 'password' && !isPasswordLengthValid(credentials.password)) {
      setErrors({ password: message('auth.passwordLength') });
      return;
    }
    setSubmitting(true);
    try {
      const result =
        credentials.mode === 'mobile'
          ? await captcha.withSolution(credentials.mobile, (captchainput) =>
              signInWithPasscode({
                mobile: credentials.mobile,
                passcode: credentials.passcode,
                captchainput,
                sessionId: session.trackId,
              }),
            )
          : await captcha.withSolution(credentials.account, (captchainput) =>
              signInWithPassword({
                email: credentials.account,
                password: credentials.password,
                captchainput,
                sessionId: session.trackId,
              }),
            );
      completeSignIn(result);
    } catch (error) {
      if (credentials.mode === 'mobile') {
        fail(error, 'passcode');
      } else {
        // A failed password login shows the server's message in an alert.
        const failure = describeFailure(error);
        const text = failure.message ?? Object.values(failure.fields).map(message).join(' ');
        if (!failure.alerted && text) showAlert(text);
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Inside WeChat, WeChat's own sign-in, through the OAuth page. */
  const signInWithWechat = async () => {
    setLeaving(true);
    try {
      await startWechatSignIn(window.location.pathname + window.location.search);
    } catch (error) {
      const failure = describeFailure(error);
      if (!failure.alerted) showAlert(failure.message ?? 'system.something_wrong');
      setLeaving(false);
    }
  };
  const wechat = isWechatBrowser(navigator.userAgent) && (
    <Button
      variant="soft"
      tone="positive"
      fullWidth
      loading={leaving}
      onClick={() => void signInWithWechat()}
    >
      {t('auth.wechatSignIn')}
    </Button>
  );

  const leave = (path: string) => {
    closeLogin();
    navigate(path);
  };

  return (
    <LoginDialog
      key={openings}
      open={open}
      lang={locale}
      onClose={() => {
        closeLogin();
        takeLoginRedirect();
        setErrors({});
      }}
      onSubmit={(credentials) => void submit(credentials)}
      onSendCode={sendCode}
      onRegister={() => leave(paths.user.register)}
      onForgotPassword={() => leave(paths.user.forgotpassword)}
      errors={errors}
      submitting={submitting}
      captcha={{ status: captcha.status, onRetry: captcha.retry }}
      alternatives={wechat || undefined}
    />
  );
}
