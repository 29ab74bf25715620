import { useTranslation } from 'react-i18next';
import { Select, formatPrice } from '@citylife/ui';
import { thresholdShortfall, type Voucher } from './checkout';
import './messages';

/**
 * The checkout's voucher choice: every voucher the order type may use, those whose threshold
 * the goods amount does not reach shown disabled, with how much is missing.
 */
export function VoucherSelect({
  label,
  vouchers,
  goods,
  value,
  onChange,
  error,
}: {
  label: string;
  vouchers: readonly Voucher[];
  goods: number;
  value: number | undefined;
  onChange: (voucherId: number | undefined) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      hideLabel
      placeholder={t('cart.checkoutPage.noVoucher')}
      value={value === undefined ? '' : String(value)}
      onChange={(chosen) => onChange(chosen ? Number(chosen) : undefined)}
      options={vouchers.map((voucher) => {
        const short = thresholdShortfall(voucher, goods);
        const name =
          voucher.threshold > 0
            ? t('cart.checkoutPage.voucherOption', {
                name: voucher.name,
                amount: formatPrice(voucher.amount),
                threshold: formatPrice(voucher.threshold),
              })
            : t('cart.checkoutPage.voucherOptionNoThreshold', {
                name: voucher.name,
                amount: formatPrice(voucher.amount),
              });
        return {
          value: String(voucher.id),
          label:
            short > 0
              ? t('cart.checkoutPage.voucherShort', { label: name, short: formatPrice(short) })
              : name,
          disabled: short > 0,
        };
      })}
      error={error}
    />
  );
}
