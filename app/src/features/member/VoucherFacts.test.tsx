import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatChinaDateTime } from '../../common/chinaTime';
import { initI18n } from '../../i18n/i18n';
import type { Voucher } from './vouchers';
import type * as VoucherFactsModule from './VoucherFacts';

let VoucherFacts: typeof VoucherFactsModule.VoucherFacts;

beforeAll(async () => {
  await initI18n('en');
  ({ VoucherFacts } = await import('./VoucherFacts'));
});

const base: Voucher = {
  id: 3,
  name: 'Five off fifty',
  amount: 5,
  threshold: 50,
  perUserQuantity: 2,
  perCycleQuantity: 1,
  effectiveDays: 30,
  // 23:30 on 10 January in China is still the 10th in UTC+8 only: the date shown is China's.
  applyTime: '2026-01-10T23:30:00+08:00',
  shops: [
    { id: 1, name: '城市生活康巴什店' },
    { id: 2, name: '城市生活东胜店' },
  ],
  orders: ['ShoppingCartOrder'],
  status: 'usable',
  expiresAt: '2026-02-09T23:30:00+08:00',
};

/** The value of the rule named `name`. */
function rule(name: string) {
  const rules = screen.getByLabelText('Voucher rules');
  const term = [...rules.querySelectorAll('dt')].find((entry) => entry.textContent === name);
  expect(term, name).toBeTruthy();
  return term!.nextElementSibling as HTMLElement;
}

describe('a voucher’s rules', () => {
  it('show amount, threshold, validity, quantities, stores, orders and apply time', () => {
    render(<VoucherFacts voucher={base} />);
    const applied = formatChinaDateTime(base.applyTime, 'en');
    const expires = formatChinaDateTime(base.expiresAt, 'en');
    expect(applied).toContain('Jan 10, 2026');
    expect(rule('Amount')).toHaveTextContent('¥5.00');
    expect(rule('Threshold')).toHaveTextContent('Orders from ¥50.00');
    expect(rule('Valid for')).toHaveTextContent('30 days');
    expect(rule('Validity')).toHaveTextContent(`${applied} – ${expires}`);
    expect(rule('Per member')).toHaveTextContent('2');
    expect(rule('Per member a day')).toHaveTextContent('1');
    expect(rule('Stores')).toHaveTextContent('城市生活康巴什店、城市生活东胜店');
    expect(rule('Orders')).toHaveTextContent('Shop orders');
    expect(rule('Received')).toHaveTextContent(applied);
    expect(rule('Status')).toHaveTextContent('Usable');
  });

  it('say when there is no threshold, no limit and no store restriction', () => {
    render(
      <VoucherFacts
        voucher={{
          ...base,
          threshold: 0,
          perUserQuantity: 0,
          perCycleQuantity: 0,
          shops: [],
          orders: [],
          status: 'expired',
        }}
      />,
    );
    expect(rule('Threshold')).toHaveTextContent('No threshold');
    expect(rule('Per member')).toHaveTextContent('Unlimited');
    expect(rule('Per member a day')).toHaveTextContent('Unlimited');
    expect(rule('Stores')).toHaveTextContent('All stores');
    expect(rule('Orders')).toHaveTextContent('All orders');
    expect(rule('Status')).toHaveTextContent('Expired');
  });
});
