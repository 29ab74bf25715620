import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Card,
  IconButton,
  Inline,
  List,
  ListItem,
  PageSection,
  Select,
  Stack,
  Text,
  TextField,
  formatPrice,
} from '@citylife/ui';
import { useFormSubmission } from '../../api/useFormSubmission';
import {
  fetchOrder,
  settleOrder,
  type CashierPaymentType,
  type Order,
  type PaymentLineInput,
} from './api';
import { parseAmount, paymentTypes, remainderFen, toYuan } from './settlement';
import { formatChinaDateTime } from '../../common/chinaTime';
import { isRefused } from './shared';

const ORDER_SN = /^[0-9A-Za-z]{8,32}$/;
/** The largest amount of one settlement line, in yuan. */
const LINE_MAX = 100000;

type LookupField = 'orderNo';
const lookupField = (): LookupField => 'orderNo';
type LineField = 'amount' | 'voucherId';
const lineField = (name: string): LineField | undefined =>
  name === 'amount' || name === 'voucherId' ? name : undefined;
// The settlement's failures (not pending, lines not adding up, a voucher refused) are the
// form's: they show under it.
const noField = (): undefined => undefined;

/**
 * The counter: the admin finds a member's order by its number, sees its total, adds
 * settlement lines (cash, discount, rounding, a voucher of the order's owner) until nothing
 * is left, and settles it.
 */
export function SettleOrder({ onRefused }: { onRefused: () => void }) {
  const { t } = useTranslation();
  const [orderNo, setOrderNo] = useState('');
  const [order, setOrder] = useState<Order>();
  const [settled, setSettled] = useState<Order>();
  const lookup = useFormSubmission(lookupField);

  const refusing = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (failure) {
      if (isRefused(failure)) onRefused();
      throw failure;
    }
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const sn = orderNo.trim();
    void lookup.submit(
      async () => {
        setOrder(undefined);
        setSettled(undefined);
        setOrder(await refusing(() => fetchOrder(sn)));
      },
      () => (ORDER_SN.test(sn) ? {} : { orderNo: t('admin.settle.orderNoInvalid') }),
    );
  };

  const restart = () => {
    setOrder(undefined);
    setSettled(undefined);
    setOrderNo('');
  };

  return (
    <PageSection title={t('admin.settle.title')}>
      {settled ? (
        <Stack>
          <OrderCard order={settled} />
          <Button variant="soft" onClick={restart}>
            {t('admin.settle.another')}
          </Button>
        </Stack>
      ) : (
        <>
          <Stack as="form" noValidate onSubmit={find} space="small">
            <TextField
              label={t('admin.settle.orderNo')}
              {...lookup.bind('orderNo', orderNo, setOrderNo)}
              maxLength={32}
              autoComplete="off"
              required
              error={lookup.errors.orderNo ?? lookup.formError}
            />
            <Button type="submit" variant="soft" loading={lookup.sending}>
              {t('admin.settle.find')}
            </Button>
          </Stack>
          {order && (
            <Stack>
              <OrderCard order={order} />
              {order.status === 'pending' ? (
                <Settlement
                  key={order.order_sn}
                  order={order}
                  settle={(payment) => refusing(() => settleOrder(order.order_sn, payment))}
                  onSettled={setSettled}
                />
              ) : (
                <Text tone="critical">{t('admin.settle.notPending')}</Text>
              )}
            </Stack>
          )}
        </>
      )}
    </PageSection>
  );
}

/** An order as the cashier needs it: number, state, total, and once paid, how. */
function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <Card title={t('admin.settle.order', { sn: order.order_sn })}>
      <Stack space="xsmall">
        <Text weight="medium" tone={order.status === 'paid' ? 'positive' : 'neutral'}>
          {t(`admin.settle.status.${order.status}`)}
        </Text>
        <Text size="large" weight="strong" tabularNumbers>
          {t('admin.settle.total', { amount: formatPrice(order.totalamount) })}
        </Text>
        <Text tone="muted">
          {t('admin.settle.created', {
            time: formatChinaDateTime(order.createdTime, i18n.language),
          })}
        </Text>
        {order.memo && <Text>{t('admin.settle.memo', { memo: order.memo })}</Text>}
        {order.payTime && (
          <Text>
            {t('admin.settle.paidAt', { time: formatChinaDateTime(order.payTime, i18n.language) })}
          </Text>
        )}
        {order.status !== 'pending' && order.payments && order.payments.length > 0 && (
          <List aria-label={t('admin.settle.lines')}>
            {order.payments.map((line, index) => (
              <ListItem
                key={index}
                title={<LineName line={line} />}
                trailing={<Text tabularNumbers>{formatPrice(line.amount)}</Text>}
                chevron={false}
              />
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}

function LineName({ line }: { line: { type: string; voucherId?: number } }) {
  const { t } = useTranslation();
  const type = t(`admin.settle.types.${line.type}`);
  return (
    <>
      {line.voucherId === undefined
        ? type
        : `${type} · ${t('admin.settle.voucherLine', { id: line.voucherId })}`}
    </>
  );
}

/** The lines of a pending order's settlement, the amount left, and the Settle button. */
function Settlement({
  order,
  settle,
  onSettled,
}: {
  order: Order;
  settle: (payment: PaymentLineInput[]) => Promise<Order>;
  onSettled: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const [lines, setLines] = useState<PaymentLineInput[]>([]);
  const [type, setType] = useState<CashierPaymentType>('cash');
  const [amount, setAmount] = useState('');
  const [voucherId, setVoucherId] = useState('');
  const adding = useFormSubmission(lineField);
  const settling = useFormSubmission(noField);
  const left = remainderFen(order.totalamount, lines);

  const add = (event: FormEvent) => {
    event.preventDefault();
    // An empty amount takes what is left.
    const fen = amount.trim() === '' && left > 0 ? left : parseAmount(amount, LINE_MAX);
    const voucher = /^\d{1,9}$/.test(voucherId.trim()) ? Number(voucherId.trim()) : undefined;
    void adding.submit(
      async () => {
        const line: PaymentLineInput = { type, amount: toYuan(fen!) };
        if (type === 'VOUCHER') line.voucherId = voucher;
        setLines((current) => [...current, line]);
        // The next line is most often the cash that settles the rest.
        setType('cash');
        setAmount('');
        setVoucherId('');
        settling.clear();
      },
      () => ({
        ...(fen === undefined && { amount: t('admin.settle.amountInvalid') }),
        ...(type === 'VOUCHER' &&
          (voucher === undefined || voucher < 1) && {
            voucherId: t('admin.settle.voucherInvalid'),
          }),
      }),
    );
  };

  const submit = async () => {
    let paid: Order | undefined;
    const sent = await settling.submit(async () => {
      paid = await settle(lines);
    });
    if (sent && paid) onSettled(paid);
  };

  const remove = (index: number) => {
    setLines((current) => current.filter((_, at) => at !== index));
    settling.clear();
  };

  return (
    <Stack>
      {lines.length > 0 && (
        <List aria-label={t('admin.settle.lines')}>
          {lines.map((line, index) => {
            const name = `${t(`admin.settle.types.${line.type}`)} ${formatPrice(line.amount)}`;
            return (
              <ListItem
                key={index}
                title={<LineName line={line} />}
                trailing={
                  <Inline space="small" alignY="center">
                    <Text tabularNumbers>{formatPrice(line.amount)}</Text>
                    <IconButton
                      icon="close"
                      size="small"
                      label={t('admin.settle.removeLine', { line: name })}
                      onClick={() => remove(index)}
                    />
                  </Inline>
                }
                chevron={false}
              />
            );
          })}
        </List>
      )}
      <Text
        weight="strong"
        tone={left < 0 ? 'critical' : 'neutral'}
        tabularNumbers
        aria-live="polite"
      >
        {left >= 0
          ? t('admin.settle.left', { amount: formatPrice(toYuan(left)) })
          : t('admin.settle.over', { amount: formatPrice(toYuan(-left)) })}
      </Text>
      {left > 0 && (
        <Stack as="form" noValidate onSubmit={add} space="small">
          <Select
            label={t('admin.settle.type')}
            options={paymentTypes.map((value) => ({
              value,
              label: t(`admin.settle.types.${value}`),
            }))}
            allowEmpty={false}
            value={type}
            onChange={(value) => {
              setType(value as CashierPaymentType);
              adding.clear('voucherId');
            }}
          />
          <TextField
            label={t('admin.settle.amount')}
            numeric="decimal"
            {...adding.bind('amount', amount, setAmount)}
            hint={t('admin.settle.amountHint')}
          />
          {type === 'VOUCHER' && (
            <TextField
              label={t('admin.settle.voucherId')}
              numeric="integer"
              {...adding.bind('voucherId', voucherId, setVoucherId)}
              maxLength={9}
              required
            />
          )}
          <Button type="submit" variant="soft">
            {t('admin.settle.addLine')}
          </Button>
        </Stack>
      )}
      <Button
        disabled={left !== 0 || lines.length === 0}
        loading={settling.sending}
        onClick={() => void submit()}
      >
        {t('admin.settle.settle')}
      </Button>
      {settling.formError && (
        <Text tone="critical" role="alert">
          {settling.formError}
        </Text>
      )}
    </Stack>
  );
}
