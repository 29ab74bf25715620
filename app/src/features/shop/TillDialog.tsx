import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { Button, Dialog, Stack, TextField } from '@citylife/ui';
import { useFormSubmission } from '../../api/useFormSubmission';
import { preferences } from '../../stores/preferences';
import { payAtTill } from './api';
import { parseTillAmount } from './tillAmount';
import './messages';
import { paths } from '../../lib/paths';

/**
 * A failure is shown neither under the amount nor below the form (the dialog has no place
 * for the hook's formError): the client shows the server's message.
 */
const noField = (): 'amount' | undefined => undefined;

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
  const form = useFormSubmission(noField);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseTillAmount(amount);
    await form.submit(
      async () => {
        const { order_sn } = await payAtTill({
          shopId,
          amount: value!, // the check lets only a valid amount through
          ...(memo.trim() ? { memo: memo.trim() } : {}),
        });
        onClose();
        navigate(paths.pay.cashier(order_sn));
      },
      () => (value === undefined ? { amount: t('shop.till.amountInvalid') } : {}),
    );
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('shop.till.title')} lang={locale}>
      <Stack as="form" space="medium" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('shop.till.amount')}
          required
          numeric="decimal"
          maxLength={8}
          {...form.bind('amount', amount, setAmount)}
        />
        <TextField label={t('shop.till.memo')} value={memo} maxLength={100} onChange={setMemo} />
        <Button type="submit" fullWidth loading={form.sending}>
          {t('shop.till.submit')}
        </Button>
      </Stack>
    </Dialog>
  );
}
