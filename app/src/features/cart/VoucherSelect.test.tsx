import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import type { Voucher } from './checkout';
import type * as VoucherSelectModule from './VoucherSelect';

let VoucherSelect: typeof VoucherSelectModule.VoucherSelect;

beforeAll(async () => {
  await initI18n('en');
  ({ VoucherSelect } = await import('./VoucherSelect'));
});

const voucher = (id: number, name: string, amount: number, threshold: number): Voucher => ({
  id,
  name,
  amount,
  threshold,
  perUserQuantity: 1,
  perCycleQuantity: 0,
  effectiveDays: 30,
  applyTime: '2026-01-10T08:00:00+08:00',
  shops: [],
  orders: [],
  status: 'usable',
  expiresAt: '2026-02-09T08:00:00+08:00',
});

describe('the checkout voucher choice', () => {
  it('shows a voucher whose threshold the order misses as disabled, with what is missing', async () => {
    const onChange = vi.fn();
    render(
      <VoucherSelect
        label="Voucher"
        vouchers={[voucher(1, 'Five off fifty', 5, 50), voucher(2, 'Welcome', 10, 0)]}
        goods={38}
        value={undefined}
        onChange={onChange}
        error={undefined}
      />,
    );
    const short = screen.getByRole('option', { name: /Five off fifty/ });
    expect(short).toHaveTextContent(
      'Five off fifty (−¥5.00, from ¥50.00) (not usable: ¥12.00 more needed)',
    );
    expect(short).toBeDisabled();
    const open = screen.getByRole('option', { name: /Welcome/ });
    expect(open).toHaveTextContent('Welcome (−¥10.00)');
    expect(open).toBeEnabled();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Voucher' }), '2');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('offers the voucher once the goods amount reaches its threshold', () => {
    render(
      <VoucherSelect
        label="Voucher"
        vouchers={[voucher(1, 'Five off fifty', 5, 50)]}
        goods={50}
        value={undefined}
        onChange={() => {}}
        error={undefined}
      />,
    );
    const option = screen.getByRole('option', { name: /Five off fifty/ });
    expect(option).toBeEnabled();
    expect(option).toHaveTextContent('Five off fifty (−¥5.00, from ¥50.00)');
    expect(option).not.toHaveTextContent('not usable');
  });
});
