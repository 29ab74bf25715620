import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, formatPrice, type BadgeTone } from '@citylife/ui';
import { formatChinaDateTime } from '../../common/chinaTime';
import { Facts } from './Facts';
import type { Voucher, VoucherStatus } from './vouchers';
import './messages';

const TONES: Record<VoucherStatus, BadgeTone> = {
  usable: 'positive',
  used: 'neutral',
  expired: 'neutral',
};

export function VoucherStatusBadge({ status }: { status: VoucherStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONES[status]} variant="soft">
      {t(`member.voucher.status.${status}`)}
    </Badge>
  );
}

/** What a voucher takes off: its amount, and from which order amount. */
export function useVoucherTerms() {
  const { t } = useTranslation();
  return (voucher: Voucher) =>
    voucher.threshold > 0
      ? t('member.voucher.terms', {
          amount: formatPrice(voucher.amount),
          threshold: formatPrice(voucher.threshold),
        })
      : t('member.voucher.termsNoThreshold', { amount: formatPrice(voucher.amount) });
}

/**
 * A voucher's rules, row by row: amount, threshold, validity (days, from and until), how
 * many one member may receive in all and per day, the shops and orders it applies to, and
 * when the member received it. Dates in China time, in the interface language.
 */
export function VoucherFacts({ voucher }: { voucher: Voucher }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => (
    <time dateTime={iso}>{formatChinaDateTime(iso, i18n.language)}</time>
  );
  const quantity = (count: number) =>
    count === 0 ? t('member.voucher.unlimited') : t('member.voucher.count', { count });
  const rows: [string, ReactNode][] = [
    [t('member.voucher.amount'), formatPrice(voucher.amount)],
    [
      t('member.voucher.threshold'),
      voucher.threshold > 0
        ? t('member.voucher.thresholdFrom', { amount: formatPrice(voucher.threshold) })
        : t('member.voucher.noThreshold'),
    ],
    [t('member.voucher.effectiveDays'), t('member.voucher.days', { count: voucher.effectiveDays })],
    [
      t('member.voucher.validity'),
      <>
        {date(voucher.applyTime)} – {date(voucher.expiresAt)}
      </>,
    ],
    [t('member.voucher.perUser'), quantity(voucher.perUserQuantity)],
    [t('member.voucher.perCycle'), quantity(voucher.perCycleQuantity)],
    [
      t('member.voucher.shops'),
      voucher.shops.length === 0
        ? t('member.voucher.allShops')
        : voucher.shops.map((shop) => shop.name).join('、'),
    ],
    [
      t('member.voucher.orders'),
      voucher.orders.length === 0
        ? t('member.voucher.allOrders')
        : voucher.orders.map((type) => t(`member.order.type.${type}`)).join('、'),
    ],
    [t('member.voucher.applyTime'), date(voucher.applyTime)],
    [t('member.voucher.statusLabel'), <VoucherStatusBadge key="status" status={voucher.status} />],
  ];
  return <Facts rows={rows} label={t('member.voucher.rules')} />;
}
