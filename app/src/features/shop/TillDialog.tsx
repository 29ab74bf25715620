import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button, Dialog, TextField } from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { payAtTill } from './api';
import { parseTillAmount } from './tillAmount';
import * as styles from './Shop.css';
import './messages';

/** "Pay at the till": an amount for the shop becomes an order paid at the cashier. */
export function TillDialog({
  shopId,
  open,
  onClose,
}: {
  shopId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { locale } = useSnapshot(preferences);
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseTillAmount(amount);
    if (value === undefined) {
      setError(t('shop.till.amountInvalid'));
      return;
    }
    setSending(true);
    try {
      const { order_sn } = await payAtTill({
        shopId,
        amount: value,
        ...(memo.trim() ? { memo: memo.trim() } : {}),
      });
      onClose();
      navigate(`/pay/cashier/${encodeURIComponent(order_sn)}`);
    } catch {
      // The client shows the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('shop.till.title')} lang={locale}>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('shop.till.amount')}
          required
          numeric="decimal"
          value={amount}
          maxLength={8}
          onChange={(value) => {
            setAmount(value);
            setError(undefined);
          }}
          error={error}
        />
        <TextField label={t('shop.till.memo')} value={memo} maxLength={100} onChange={setMemo} />
        <Button type="submit" fullWidth loading={sending}>
          {t('shop.till.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
