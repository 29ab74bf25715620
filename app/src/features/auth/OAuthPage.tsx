import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Box, Button, EmptyState, Inline, Page, Spinner } from '@citylife/ui';
import { isWechatBrowser } from '../../api/device';
import { useMessage } from '../../i18n/useMessage';
import { paths } from '../../lib/paths';
import { openLogin } from '../../stores/loginPrompt';
import { takeReturnUrl } from '../../stores/session';
import { signInWithWechatCode } from './api';
import { describeFailure } from './failures';
import { planOAuth, toOAuthType } from './oauth';
import { startWechatSignIn } from './wechatSignIn';
import { useCompleteSignIn } from './useSession';
import './messages';

/** A WeChat code is single-use: one exchange per code, however often the effect runs. */
const exchanges = new Map<string, ReturnType<typeof signInWithWechatCode>>();

function exchangeOnce(code: string) {
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = signInWithWechatCode(code);
    exchanges.set(code, exchange);
  }
  return exchange;
}

/**
 * /oauth/{type} and /oauth/index/{type}: completes a social sign-in where the environment
 * allows it (WeChat's code exchanged for a token) and explains otherwise.
 */
export function OAuthPage({ type: rawType }: { type: string | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const completeSignIn = useCompleteSignIn();
  const type = toOAuthType(rawType);
  const plan = planOAuth(type, {
    code: new URLSearchParams(search).get('code'),
    inWechat: isWechatBrowser(navigator.userAgent),
  });
  const code = plan.kind === 'exchange' ? plan.code : undefined;
  const [failure, setFailure] = useState<string>();
  const complete = useRef(completeSignIn);
  useEffect(() => {
    complete.current = completeSignIn;
  });

  useEffect(() => {
    if (!code) return;
    let cancelled = false;
    exchangeOnce(code).then(
      (result) => {
        if (!cancelled) complete.current(result, takeReturnUrl() ?? paths.home);
      },
      (error: unknown) => {
        if (cancelled) return;
        const described = describeFailure(error);
        setFailure(described.message ?? Object.values(described.fields).join(' '));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [code]);

  const [leaving, setLeaving] = useState(false);
  /** Inside WeChat: off to WeChat's authorization page, back here with a code. */
  const continueWithWechat = async () => {
    setLeaving(true);
    try {
      await startWechatSignIn(paths.home);
    } catch (error) {
      setFailure(describeFailure(error).message ?? 'system.something_wrong');
      setLeaving(false);
    }
  };

  const otherWays = (
    <Inline>
      {plan.kind === 'noCode' && type === 'wechat' && !failure && (
        <Button loading={leaving} onClick={() => void continueWithWechat()}>
          {t('auth.oauth.continueWechat')}
        </Button>
      )}
      <Button
        variant={plan.kind === 'noCode' && type === 'wechat' ? 'soft' : 'solid'}
        onClick={() => openLogin()}
      >
        {t('auth.oauth.otherWay')}
      </Button>
      <Button variant="ghost" onClick={() => navigate(paths.home)}>
        {t('auth.oauth.home')}
      </Button>
    </Inline>
  );

  if (plan.kind === 'exchange' && !failure) {
    return (
      <Page width="narrow">
        <Box aria-busy="true">
          <Spinner label={t('auth.oauth.signingIn')} showLabel />
        </Box>
      </Page>
    );
  }

  const provider = type ? t(`auth.oauth.provider.${type}`) : (rawType ?? '');
  const explanation = failure
    ? message(failure)
    : t(`auth.oauth.explain.${plan.kind}`, { provider });

  return (
    <Page width="narrow">
      <EmptyState
        icon="lock"
        title={failure ? t('auth.oauth.failed') : t('auth.oauth.title', { provider })}
        description={explanation}
        action={otherWays}
      />
    </Page>
  );
}
