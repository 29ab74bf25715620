import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import type { components } from '@citylife/api-client';
import {
  Box,
  Button,
  EmptyState,
  Heading,
  Icon,
  Inline,
  Page,
  PageSection,
  PriceTag,
  RadioGroup,
  Stack,
  Text,
  detectShareEnvironment,
  formatPrice,
  textStyle,
  useSnackbar,
} from '@citylife/ui';
import { failureMessage, isNotFound } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';
import { PageSkeleton } from '../../common/PageSkeleton';
import { QrCode } from '../../common/QrCode';
import { summarizeUserAgent } from '../../api/device';
import { useMessage } from '../../i18n/useMessage';
import { session } from '../../stores/session';
import {
  fetchPayment,
  fetchWechatPayPackage,
  payByAccount,
  startAlipay,
  startUnionPay,
  startWechatH5,
  startWechatNative,
} from './api';
import { payWithApplePaySheet, type ApplePaySessionClass } from './applePay';
import {
  applePayCapable,
  defaultPayType,
  offeredPayTypes,
  orderToReturnTo,
  withRedirect,
  type PayEnvironment,
  type PayType,
} from './payTypes';
import * as styles from './Cashier.css';
import { TopupOffer } from './TopupOffer';
import { SignInPrompt } from '../../common/SignInPrompt';
import './messages';
import { paths, withQuery } from '../../lib/paths';

type Payment = components['schemas']['Payment'];
type WechatPayPackage = components['schemas']['WechatPayPackage'];

/** The cashier of an order; for a top-up, `then` is the order to pay once it is paid. */
export function cashierPath(orderSn: string, then?: string): string {
  return withQuery(paths.pay.cashier(orderSn), { then });
}

/** The bridges WeChat puts into its browser and mini program, when present. */
interface WechatBridges {
  WeixinJSBridge?: {
    invoke(name: string, args: WechatPayPackage, done: (answer: { err_msg: string }) => void): void;
  };
  wx?: { requestPayment?(options: WechatPayPackage & { complete: () => void }): void };
}

/** Hands a signed package to WeChat and resolves when WeChat has finished with it. */
function payInWechat(pack: WechatPayPackage, environment: PayEnvironment): Promise<boolean> {
  const bridges = window as unknown as WechatBridges;
  return new Promise((resolve) => {
    if (environment === 'wechat-browser' && bridges.WeixinJSBridge) {
      bridges.WeixinJSBridge.invoke('getBrandWCPayRequest', pack, () => resolve(true));
    } else if (environment === 'wechat-miniapp' && bridges.wx?.requestPayment) {
      bridges.wx.requestPayment({ ...pack, complete: () => resolve(true) });
    } else {
      resolve(false);
    }
  });
}

function Outcome({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const done =
    payment.status === 'paid' || payment.status === 'shipped' || payment.status === 'completed';
  const title = done
    ? t('cashier.paid')
    : payment.status === 'cancelled'
      ? t('cashier.cancelled')
      : t('cashier.refunded');
  return (
    <Box
      as="section"
      aria-labelledby="cashier-outcome"
      data-status={payment.status}
      display="grid"
      justifyItems="center"
      gap="medium"
      padding="xlarge"
      textAlign="center"
      borderRadius="large"
      background="surface"
      boxShadow="small"
    >
      <Box
        as="span"
        aria-hidden="true"
        display="grid"
        justifyItems="center"
        alignItems="center"
        borderRadius="full"
        background={done ? undefined : 'surfaceMuted'}
        color={done ? undefined : 'textMuted'}
        className={`${styles.outcomeIcon} ${done ? styles.outcomeIconDone : ''}`}
      >
        <Icon name={done ? 'check' : 'info'} size="large" />
      </Box>
      <Heading level={2} id="cashier-outcome">
        {title}
      </Heading>
      {done && (
        <Text size="small" tone="muted">
          {t('cashier.paidDetail', { sn: payment.order_sn })}
        </Text>
      )}
      {done && (
        <Text size="small" tone="muted" data-testid="cashier-balance">
          {t('cashier.balanceNow', { amount: formatPrice(payment.balance) })}
        </Text>
      )}
      <Inline align="center">
        {payment.type === 'ShoppingCartOrder' && (
          <Button variant="soft" href={paths.member.orderDetail(payment.order_sn)}>
            {t('cashier.viewOrder')}
          </Button>
        )}
        <Button href={paths.shoppingcart.index}>{t('cashier.continueShopping')}</Button>
      </Inline>
    </Box>
  );
}

/** How often the cashier asks whether a QR-code payment has been made. */
const CODE_POLL_MS = 3000;

/**
 * WeChat Pay on a desktop: the payment's link as a QR code to scan with WeChat; the cashier
 * asks the server every few seconds and shows the order paid once the gateway has said so.
 */
function WechatPayCode({
  url,
  orderSn,
  onPaid,
}: {
  url: string;
  orderSn: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const paid = useRef(onPaid);
  useEffect(() => {
    paid.current = onPaid;
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      fetchPayment(orderSn).then(
        (payment) => {
          if (payment.status !== 'pending') paid.current();
        },
        () => {
          // Asked again at the next tick.
        },
      );
    }, CODE_POLL_MS);
    return () => window.clearInterval(timer);
  }, [orderSn]);
  return (
    <Stack space="small" align="center" role="group" aria-label={t('cashier.wechatCode')}>
      <QrCode code={url} label={t('cashier.wechatCode')} />
      <Text size="small" tone="muted">
        {t('cashier.wechatCodeHint')}
      </Text>
    </Stack>
  );
}

function PayForm({
  payment,
  then,
  onPaid,
  onRecheck,
}: {
  payment: Payment;
  then: string | undefined;
  onPaid: () => void;
  onRecheck: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const snackbar = useSnackbar();
  const [environment] = useState(() => detectShareEnvironment(navigator.userAgent));
  // A desktop browser pays by WeChat with a QR code scanned by the phone, not WeChat's H5 page.
  const [desktop] = useState(() => !summarizeUserAgent(navigator.userAgent).mobile);
  // Apple Pay JS, where the browser has it: read once, as the capability is.
  const [ApplePay] = useState(
    () => (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession,
  );
  const [capabilities] = useState(() => ({ applePay: applePayCapable(window) }));
  const [codeUrl, setCodeUrl] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const offered = offeredPayTypes(payment.supportedPayment, environment, capabilities);
  const [chosen, setChosen] = useState<PayType | undefined>(() =>
    defaultPayType(offered, payment.balance, payment.payamount),
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const shortOfBalance = payment.balance < payment.payamount;

  const pay = async () => {
    if (!chosen) return;
    setBusy(true);
    setProblem(undefined);
    setNotice(undefined);
    const back = window.location.origin + cashierPath(payment.order_sn, then);
    try {
      if (chosen === 'applepay' && ApplePay) {
        // Opened before any await: the sheet needs the tap's user gesture.
        const outcome = await payWithApplePaySheet(ApplePay, {
          orderSn: payment.order_sn,
          payamount: payment.payamount,
          label: t('cashier.applePayLabel'),
        });
        if (outcome.kind === 'paid') {
          snackbar.show(t('cashier.paid'), { tone: 'positive' });
          onPaid();
        } else if (outcome.kind === 'cancelled') {
          setNotice(t('cashier.applePayCancelled'));
        } else {
          throw outcome.error;
        }
      } else if (chosen === 'account') {
        await payByAccount(payment.order_sn, payment.payamount);
        snackbar.show(t('cashier.paid'), { tone: 'positive' });
        onPaid();
      } else if (chosen === 'alipay') {
        const { url } = await startAlipay(payment.order_sn, back);
        window.location.assign(url);
      } else if (chosen === 'unionpay') {
        const { url } = await startUnionPay(payment.order_sn, payment.payamount, back);
        window.location.assign(url);
      } else if (chosen === 'wxpay' && environment === 'browser' && desktop) {
        setCodeUrl((await startWechatNative(payment.order_sn, payment.payamount)).url);
      } else if (chosen === 'wxpay' && environment === 'browser') {
        const { url } = await startWechatH5(payment.order_sn, payment.payamount);
        window.location.assign(withRedirect(url, back));
      } else if (chosen === 'wxpay' || chosen === 'wxapppay') {
        const pack = await fetchWechatPayPackage(payment.order_sn, chosen);
        if (await payInWechat(pack, environment)) onPaid();
        else setProblem(t('cashier.onlyInWechat'));
      }
    } catch (error) {
      // Server messages are shown by the client as well; keep one on the page.
      setProblem(message(failureMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  if (offered.length === 0) {
    return (
      <Text size="small" tone="muted">
        {t('cashier.noPayType')}
      </Text>
    );
  }

  return (
    <>
      <RadioGroup
        label={t('cashier.payWith')}
        value={chosen ?? ''}
        onChange={(value) => setChosen(offered.find((type) => type === value))}
        options={offered.map((type) => ({
          value: type,
          label:
            type === 'account'
              ? `${t('cashier.payType.account')} · ${t(shortOfBalance ? 'cashier.balanceShort' : 'cashier.balance', { amount: formatPrice(payment.balance) })}`
              : t(`cashier.payType.${type}`),
          disabled: type === 'account' && shortOfBalance,
        }))}
      />
      {shortOfBalance && offered.includes('account') && payment.type !== 'TopupOrder' && (
        <TopupOffer payment={payment} />
      )}
      {problem && (
        <Text size="small" tone="critical" role="alert">
          {problem}
        </Text>
      )}
      {notice && (
        <Text size="small" tone="muted" role="status">
          {notice}
        </Text>
      )}
      {codeUrl && chosen === 'wxpay' && (
        <WechatPayCode url={codeUrl} orderSn={payment.order_sn} onPaid={onPaid} />
      )}
      <Button fullWidth loading={busy} disabled={!chosen} onClick={() => void pay()}>
        {t('cashier.pay', { amount: formatPrice(payment.payamount) })}
      </Button>
      {chosen !== undefined && chosen !== 'account' && chosen !== 'applepay' && (
        <Button fullWidth variant="ghost" onClick={onRecheck}>
          {t('cashier.checkAgain')}
        </Button>
      )}
    </>
  );
}

function Cashier({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [, navigate] = useLocation();
  const then = orderToReturnTo(useSearch());
  const [reads, setReads] = useState(0);
  const payment = useApiData(`payment-${orderSn}-${reads}`, () => fetchPayment(orderSn));
  const [rechecked, setRechecked] = useState(false);
  const readAgain = () => setReads((count) => count + 1);
  // A paid top-up made for an order goes on to that order's cashier.
  const topupDone =
    then !== undefined &&
    payment.data?.type === 'TopupOrder' &&
    ['paid', 'shipped', 'completed'].includes(payment.data.status);

  useEffect(() => {
    if (!topupDone || then === undefined) return;
    snackbar.show(t('cashier.toppedUp', { sn: then }), { tone: 'positive' });
    navigate(cashierPath(then), { replace: true });
  }, [topupDone, then, navigate, snackbar, t]);

  return (
    <DataView
      data={payment}
      placeholder={<PageSkeleton pictureHeight={120} />}
      failure={(error) =>
        isNotFound(error) ? <EmptyState title={t('cashier.notFound')} /> : undefined
      }
    >
      {(data) => {
        const dueLabel = data.status === 'pending' ? t('cashier.due') : t('cashier.paidAmount');
        return (
          <Page>
            <PageSection surface aria-label={dueLabel}>
              <Text size="small" tone="muted">
                {t('cashier.order', { sn: data.order_sn })}
              </Text>
              <Text as="h2" size="standard" weight="medium">
                {dueLabel}
              </Text>
              <Text as="div" size="xxlarge" data-testid="cashier-due">
                <PriceTag amount={data.payamount} size="large" />
              </Text>
              <Stack as="dl" space="xsmall" className={textStyle({ size: 'small', tone: 'muted' })}>
                <Inline align="spaceBetween" wrap={false}>
                  <dt>{t('cashier.total')}</dt>
                  <dd>{formatPrice(data.totalamount)}</dd>
                </Inline>
                {data.payments.map((line, index) => (
                  <Inline key={`${line.type}-${index}`} align="spaceBetween" wrap={false}>
                    <dt>{t(`cashier.deduction.${line.type}`)}</dt>
                    <dd>{formatPrice(-line.amount)}</dd>
                  </Inline>
                ))}
              </Stack>
            </PageSection>
            {data.status === 'pending' ? (
              <PageSection surface>
                {rechecked && (
                  <Text size="small" tone="muted">
                    {t('cashier.stillPending')}
                  </Text>
                )}
                <PayForm
                  payment={data}
                  then={then}
                  onPaid={readAgain}
                  onRecheck={() => {
                    setRechecked(true);
                    readAgain();
                  }}
                />
              </PageSection>
            ) : (
              <Outcome payment={data} />
            )}
          </Page>
        );
      }}
    </DataView>
  );
}

/**
 * /pay/cashier/{order_sn}: what is left to pay and the pay types the order supports. The
 * balance pays at once; the gateways open their page and come back here, where the order
 * shows as paid once the gateway has told the server.
 */
export function CashierPage({ orderSn }: { orderSn: string }) {
  const { t } = useTranslation();
  const { loggedIn } = useSnapshot(session);
  if (!loggedIn) {
    return (
      <SignInPrompt
        icon="lock"
        title={t('cashier.signIn')}
        action={t('cashier.logIn')}
        returnTo={cashierPath(orderSn)}
      />
    );
  }
  return <Cashier orderSn={orderSn} />;
}
