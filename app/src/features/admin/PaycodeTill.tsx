import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, PageSection, Stack, Text, TextField, formatPrice } from '@citylife/ui';
import { useFormSubmission } from '../../api/useFormSubmission';
import { chargePaycode, type PaycodeCharge } from './api';
import { parseAmount, toYuan } from './settlement';
import { formatChinaDateTime } from '../../common/chinaTime';
import { isRefused } from './shared';

type Field = 'code' | 'amount' | 'memo';
const fieldOf = (name: string): Field | undefined =>
  name === 'code' || name === 'amount' || name === 'memo' ? name : undefined;
/** The largest charge of one pay code, in yuan. */
const CHARGE_MAX = 50000;

/**
 * The till: the admin types the member's pay code, the amount and a note, and charges the
 * member's balance. A used, expired or unknown code, or a balance too low, shows the
 * server's message under the form.
 */
export function PaycodeTill({ onRefused }: { onRefused: () => void }) {
  const { t, i18n } = useTranslation();
  const [code, setCode] = useState('');
  const [amount, setAmount] = useState('');
  const [memo, setMemo] = useState('');
  const [charge, setCharge] = useState<PaycodeCharge>();
  const form = useFormSubmission(fieldOf);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s/g, '');
    const fen = parseAmount(amount, CHARGE_MAX);
    void form.submit(
      async () => {
        try {
          setCharge(await chargePaycode(digits, toYuan(fen!), memo.trim()));
        } catch (failure) {
          if (isRefused(failure)) onRefused();
          throw failure;
        }
      },
      () => ({
        ...(!/^\d{18}$/.test(digits) && { code: t('admin.paycode.codeInvalid') }),
        ...(fen === undefined && { amount: t('admin.paycode.amountInvalid') }),
      }),
    );
  };

  const another = () => {
    setCharge(undefined);
    setCode('');
    setAmount('');
    setMemo('');
  };

  return (
    <PageSection title={t('admin.paycode.title')}>
      {charge ? (
        <Stack>
          <Card>
            <Stack space="xsmall" role="status">
              <Text size="large" weight="strong" tone="positive" tabularNumbers>
                {t('admin.paycode.charged', { amount: formatPrice(charge.amount) })}
              </Text>
              <Text>{t('admin.paycode.member', { id: charge.memberid })}</Text>
              <Text tabularNumbers>
                {t('admin.paycode.balance', { amount: formatPrice(charge.balance) })}
              </Text>
              <Text tone="muted">
                {t('admin.paycode.time', {
                  time: formatChinaDateTime(charge.usedTime, i18n.language),
                })}
              </Text>
            </Stack>
          </Card>
          <Button variant="soft" onClick={another}>
            {t('admin.paycode.another')}
          </Button>
        </Stack>
      ) : (
        <Stack as="form" noValidate onSubmit={submit} space="small">
          <TextField
            label={t('admin.paycode.code')}
            numeric="integer"
            {...form.bind('code', code, setCode)}
            maxLength={18}
            autoComplete="off"
            hint={t('admin.paycode.codeHint')}
            required
          />
          <TextField
            label={t('admin.paycode.amount')}
            numeric="decimal"
            {...form.bind('amount', amount, setAmount)}
            required
          />
          <TextField
            label={t('admin.paycode.memo')}
            {...form.bind('memo', memo, setMemo)}
            maxLength={100}
          />
          <Button type="submit" loading={form.sending}>
            {t('admin.paycode.charge')}
          </Button>
          {form.formError && (
            <Text tone="critical" role="alert">
              {form.formError}
            </Text>
          )}
        </Stack>
      )}
    </PageSection>
  );
}
