import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Button, Page, RadioGroup, Stack, Text, formatPrice } from '@citylife/ui';
import { useApiData } from '../../api/useApiData';
import { useFormSubmission } from '../../api/useFormSubmission';
import { createTopupOrder, fetchTopupSlots } from './api';
import { DataView } from '../../common/DataView';
import { chosenTopupAmount, defaultTopupAmount, topupFor } from './topup';
import { useScreenVisit } from './useScreenVisit';
import './messages';
import { paths, withQuery } from '../../lib/paths';

/** The form has one field: every message of a failure is about the amount. */
const amountField = (): 'amount' => 'amount';

/**
 * /member/topup: pick one slot, create a top-up order, pay it at the cashier. Opened for an
 * order (`?for=SN`), the top-up's cashier goes on to that order's once the top-up is paid.
 */
export function TopupPage({ path }: { path: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const forOrder = topupFor(useSearch());
  const { visit } = useScreenVisit(path);
  const slots = useApiData(`topup-${visit}`, fetchTopupSlots);
  // The slot the member picked; the server's default until they pick one.
  const [picked, setPicked] = useState<number>();
  const form = useFormSubmission(amountField);

  const submit = (amount: number | undefined) =>
    form.submit(
      async () => {
        const orderSn = await createTopupOrder(amount!); // the check lets only an amount through
        navigate(withQuery(paths.pay.cashier(orderSn), { then: forOrder }));
      },
      () => (amount === undefined ? { amount: t('member.topup.required') } : {}),
    );

  return (
    <Page>
      <DataView data={slots}>
        {(offered) => {
          const chosen = chosenTopupAmount(offered, picked ?? defaultTopupAmount(offered));
          return (
            <Stack
              as="form"
              noValidate
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                void submit(chosen);
              }}
            >
              {forOrder && (
                <Text size="small" tone="muted" data-testid="topup-for">
                  {t('member.topup.forOrder', { sn: forOrder })}
                </Text>
              )}
              <RadioGroup
                label={t('member.topup.amount')}
                options={offered.map((slot) => ({
                  value: String(slot.amount),
                  label: `${formatPrice(slot.amount)} · ${slot.label}`,
                }))}
                value={chosen === undefined ? '' : String(chosen)}
                onChange={(value) => {
                  setPicked(Number(value));
                  form.clear('amount');
                }}
                error={form.errors.amount ?? form.formError}
                required
              />
              <Button type="submit" fullWidth loading={form.sending}>
                {chosen === undefined
                  ? t('member.topup.action')
                  : t('member.topup.pay', { amount: formatPrice(chosen) })}
              </Button>
            </Stack>
          );
        }}
      </DataView>
    </Page>
  );
}
