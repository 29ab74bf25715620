import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import {
  Box,
  Button,
  Column,
  Columns,
  Page,
  PageSection,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  formatPrice,
  textStyle,
} from '@citylife/ui';
import { fieldsNamed } from '../../api/fieldErrors';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { paths, withQuery } from '../../lib/paths';
import { cart, loadCart, selectedLines } from '../../stores/cart';
import { preferences } from '../../stores/preferences';
import {
  confirmCheckout,
  fetchExpressFee,
  validateCheckout,
  type Address,
  type CheckoutTotals,
} from './api';
import { skuList } from './cartLines';
import {
  checkForm,
  checkoutFields,
  checkoutRequest,
  checkoutVouchers,
  goodsAmount,
  initialForm,
  pickupTimes,
  timeForDate,
  type CheckoutField,
  type CheckoutForm,
  type Delivery,
  type DeliveryType,
  type Voucher,
} from './checkout';
import { CheckoutSummary } from './CheckoutSummary';
import { VoucherSelect } from './VoucherSelect';
import './messages';
import { Thumbnail } from '../../common/pictures/Thumbnail';
import { formatShortDay } from '../../common/chinaTime';

const MEMO_MAX = 200;
const PRICING_DELAY_MS = 300;

function cashierPath(orderSn: string): string {
  return paths.pay.cashier(orderSn);
}

function addressLine(address: Address): string {
  return `${address.province}${address.city}${address.district} ${address.detail}`;
}

const checkoutField = fieldsNamed(...checkoutFields);

/** The express fee of the chosen address and the amount from which delivery is free. */
function ExpressFee({ addressId }: { addressId: number }) {
  const { t } = useTranslation();
  const fee = useApiData(`express-fee-${addressId}`, () => fetchExpressFee(addressId));
  if (!fee.data) return null;
  return (
    <Text size="small" tone="muted">
      {t('cart.checkoutPage.fee', { fee: formatPrice(fee.data.deliveryFee) })}
      {fee.data.freeThreshold !== null &&
        ` · ${t('cart.checkoutPage.freeFrom', { amount: formatPrice(fee.data.freeThreshold) })}`}
    </Text>
  );
}

/**
 * The checkout form: the selected lines, delivery (pick-up date and time from the server's
 * slots, or an address and its fee), a voucher and a note, priced by the server as the
 * choice changes; placing the order opens the cashier.
 */
export function CheckoutFormView({
  delivery,
  addresses,
  vouchers,
}: {
  delivery: Delivery;
  addresses: readonly Address[];
  vouchers: readonly Voucher[];
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { locale } = useSnapshot(preferences);
  const state = useSnapshot(cart);
  const search = useSearch();
  const [form, setForm] = useState<CheckoutForm>(() => initialForm(delivery, addresses, search));
  // formError is a failure that is not about one field (e.g. an item out of stock).
  const {
    errors,
    formError,
    sending: placing,
    submit,
    clear,
    fail,
    setErrors,
    setFormError,
  } = useFormSubmission(checkoutField);
  const [totals, setTotals] = useState<CheckoutTotals>();
  const [pricing, setPricing] = useState(false);

  const lines = selectedLines(state);
  const times = pickupTimes(delivery, form.date);
  const usable = checkoutVouchers(vouchers);
  const goods = goodsAmount(lines);
  const complete = Object.keys(checkForm(form)).length === 0;
  // What the pricing call sends, field by field (trimmed as the request trims them).
  const { deliveryType, date, time, addressId, voucherId } = form;
  const contact = form.contact.trim();
  const mobile = form.mobile.trim();
  const memo = form.memo.trim();

  const change = (changes: Partial<CheckoutForm>, fields: CheckoutField[]) => {
    setForm((current) => ({ ...current, ...changes }));
    clear(...fields);
  };

  // Prices the order whenever a complete choice changes (the server changes nothing).
  useEffect(() => {
    if (!complete) return;
    const request = checkoutRequest({
      deliveryType,
      date,
      time,
      contact,
      mobile,
      addressId,
      voucherId,
      memo,
    });
    let current = true;
    const timer = setTimeout(() => {
      setPricing(true);
      validateCheckout(request)
        .then(
          (priced) => {
            if (!current) return;
            setTotals(priced);
            setErrors({});
            setFormError(undefined);
          },
          (error: unknown) => {
            if (current) fail(error);
          },
        )
        .finally(() => {
          if (current) setPricing(false);
        });
    }, PRICING_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [
    complete,
    deliveryType,
    date,
    time,
    contact,
    mobile,
    addressId,
    voucherId,
    memo,
    fail,
    setErrors,
    setFormError,
  ]);

  const labels: Record<CheckoutField, string> = {
    deliveryType: t('cart.checkoutPage.deliveryType'),
    selfPickDate: t('cart.checkoutPage.pickupDate'),
    selfPickTime: t('cart.checkoutPage.pickupTime'),
    contact: t('cart.checkoutPage.contact'),
    mobile: t('cart.checkoutPage.mobile'),
    addressId: t('cart.checkoutPage.address'),
    voucherId: t('cart.checkoutPage.voucher'),
    memo: t('cart.checkoutPage.memo'),
  };

  const placeOrder = () =>
    submit(
      async () => {
        const { order_sn } = await confirmCheckout(checkoutRequest(form));
        void loadCart();
        navigate(cashierPath(order_sn), { replace: true });
      },
      () => {
        const found: Partial<Record<CheckoutField, string>> = {};
        for (const [field, problem] of Object.entries(checkForm(form)) as [
          CheckoutField,
          string,
        ][]) {
          found[field] =
            problem === 'invalid' && field === 'mobile'
              ? t('cart.checkoutPage.mobileInvalid')
              : t('cart.checkoutPage.required', { field: labels[field] });
        }
        return found;
      },
    );

  const typeLabels: Record<DeliveryType, string> = {
    self: t('cart.checkoutPage.type.self'),
    express: t('cart.checkoutPage.type.express'),
  };

  return (
    <Page
      width="wide"
      actions={
        <>
          <Box
            as="span"
            flexGrow={1}
            minWidth={0}
            textAlign="end"
            className={textStyle({ size: 'large', weight: 'strong', tone: 'price' })}
          >
            {totals && complete ? formatPrice(totals.payamount) : '\u00a0'}
          </Box>
          <Button loading={placing} disabled={lines.length === 0} onClick={() => void placeOrder()}>
            {t('cart.checkoutPage.confirm')}
          </Button>
        </>
      }
    >
      <PageSection title={t('cart.checkoutPage.items')} surface>
        <Stack as="ul">
          {lines.map((line) => (
            <Columns as="li" key={line.id}>
              <Thumbnail size={72} radius="medium" reserved src={line.pic} alt="" />
              <Column>
                <Text weight="medium">{line.name}</Text>
                {skuList(line.sku) && (
                  <Text size="small" tone="muted">
                    {t('cart.skuSummary', { list: skuList(line.sku) })}
                  </Text>
                )}
                <Text size="small" tone="muted">
                  {formatPrice(line.price)} × {line.qty}
                </Text>
              </Column>
            </Columns>
          ))}
        </Stack>
      </PageSection>

      <PageSection title={t('cart.checkoutPage.delivery')} surface>
        <RadioGroup
          label={labels.deliveryType}
          orientation="horizontal"
          value={form.deliveryType}
          onChange={(value) =>
            change({ deliveryType: value === 'express' ? 'express' : 'self' }, ['deliveryType'])
          }
          options={delivery.deliveryTypes.map((type) => ({ value: type, label: typeLabels[type] }))}
          error={errors.deliveryType}
        />
        {form.deliveryType === 'self' ? (
          <>
            <Select
              label={labels.selfPickDate}
              required
              value={form.date}
              onChange={(date) => {
                const time = timeForDate(delivery, date, form.time);
                change({ date, time }, ['selfPickDate', 'selfPickTime']);
              }}
              options={delivery.selfAvailableDates.map(({ value }) => ({
                value,
                label: formatShortDay(value, locale),
              }))}
              error={errors.selfPickDate}
            />
            <Select
              label={labels.selfPickTime}
              required
              value={form.time}
              onChange={(time) => change({ time }, ['selfPickTime'])}
              options={times.map((clock) => ({ value: clock, label: clock }))}
              error={
                errors.selfPickTime ??
                (times.length === 0 ? t('cart.checkoutPage.noSlots') : undefined)
              }
            />
            <TextField
              label={labels.contact}
              required
              value={form.contact}
              maxLength={32}
              autoComplete="name"
              onChange={(contact) => change({ contact }, ['contact'])}
              error={errors.contact}
            />
            <TextField
              label={labels.mobile}
              required
              type="tel"
              numeric="integer"
              value={form.mobile}
              maxLength={11}
              autoComplete="tel"
              onChange={(mobile) => change({ mobile }, ['mobile'])}
              error={errors.mobile}
            />
          </>
        ) : (
          <>
            {addresses.length > 0 ? (
              <RadioGroup
                label={labels.addressId}
                value={form.addressId === undefined ? '' : String(form.addressId)}
                onChange={(value) => change({ addressId: Number(value) }, ['addressId'])}
                options={addresses.map((address) => ({
                  value: String(address.id),
                  label: `${address.contact} ${address.phone} · ${addressLine(address)}`,
                }))}
                error={errors.addressId}
              />
            ) : (
              <Text
                size="small"
                tone={errors.addressId ? 'critical' : 'muted'}
                role={errors.addressId ? 'alert' : undefined}
              >
                {t('cart.checkoutPage.noAddress')}
              </Text>
            )}
            {form.addressId !== undefined && <ExpressFee addressId={form.addressId} />}
            <a
              className={textStyle({ size: 'small', tone: 'brand' })}
              href={withQuery(paths.member.address, { from: 'checkout' })}
            >
              {t('cart.checkoutPage.manageAddresses')}
            </a>
          </>
        )}
      </PageSection>

      <PageSection title={labels.voucherId} surface>
        <VoucherSelect
          label={labels.voucherId}
          vouchers={usable}
          goods={goods}
          value={form.voucherId}
          onChange={(voucherId) => change({ voucherId }, ['voucherId'])}
          error={errors.voucherId}
        />
        <TextField
          label={labels.memo}
          value={form.memo}
          maxLength={MEMO_MAX}
          onChange={(memo) => change({ memo }, ['memo'])}
          error={errors.memo}
        />
      </PageSection>

      <CheckoutSummary totals={complete ? totals : undefined} pricing={pricing} />
      {formError !== undefined && (
        <Text size="small" tone="critical" role="alert">
          {formError}
        </Text>
      )}
    </Page>
  );
}
