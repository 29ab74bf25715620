import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n';
import type * as TopupOfferModule from './TopupOffer';

let TopupOffer: typeof TopupOfferModule.TopupOffer;

beforeAll(async () => {
  await initI18n('en');
  ({ TopupOffer } = await import('./TopupOffer'));
});

describe('paying short at the cashier', () => {
  it('says how much the balance misses and offers a top-up that comes back to this order', () => {
    render(
      <TopupOffer
        payment={{
          order_sn: '202603021810000123',
          type: 'ShoppingCartOrder',
          status: 'pending',
          totalamount: 25.5,
          payamount: 25.5,
          payments: [],
          supportedPayment: ['account', 'alipay'],
          balance: 10.2,
        }}
      />,
    );
    expect(
      screen.getByText('Your balance is ¥15.30 short. Top up, then come back here to pay.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Top up the balance' })).toHaveAttribute(
      'href',
      '/member/topup?for=202603021810000123',
    );
  });
});
