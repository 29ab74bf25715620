import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, RadioGroup, formatPrice } from '@citylife/ui';
import { failureMessage } from '../../api/failureMessage';
import { useApiData } from '../../api/useApiData';
import { useMessage } from '../../i18n/useMessage';
import { createTopupOrder, fetchTopupSlots } from './api';
import { DataView } from './DataView';
import { chosenTopupAmount, defaultTopupAmount } from './topup';
import { useScreenVisit } from './useScreenVisit';
import * as styles from './Member.css';
import './messages';

/** /member/topup: pick one slot, create a top-up order, pay it at the cashier. */
export function TopupPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const [, navigate] = useLocation();
  const { visit } = useScreenVisit(path);
  const slots = useApiData(`topup-${visit}`, fetchTopupSlots);
  // The slot the member picked; the server's default until they pick one.
  const [picked, setPicked] = useState<number>();
  const [error, setError] = useState<string>();
  const [creating, setCreating] = useState(false);

  const submit = async (amount: number | undefined) => {
    setError(undefined);
    if (amount === undefined) {
      setError(t('member.topup.required'));
      return;
    }
    setCreating(true);
    try {
      const orderSn = await createTopupOrder(amount);
      navigate(`/pay/cashier/${encodeURIComponent(orderSn)}`);
    } catch (failure) {
      setError(message(failureMessage(failure)));
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className={styles.page}>
      <DataView data={slots}>
        {(offered) => {
          const chosen = chosenTopupAmount(offered, picked ?? defaultTopupAmount(offered));
          return (
            <form
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit(chosen);
              }}
            >
              <RadioGroup
                label={t('member.topup.amount')}
                options={offered.map((slot) => ({
                  value: String(slot.amount),
                  label: `${formatPrice(slot.amount)} · ${slot.label}`,
                }))}
                value={chosen === undefined ? '' : String(chosen)}
                onChange={(value) => {
                  setPicked(Number(value));
                  setError(undefined);
                }}
                error={error}
                required
              />
              <Button type="submit" fullWidth loading={creating}>
                {chosen === undefined
                  ? t('member.topup.action')
                  : t('member.topup.pay', { amount: formatPrice(chosen) })}
              </Button>
            </form>
          );
        }}
      </DataView>
    </div>
  );
}
