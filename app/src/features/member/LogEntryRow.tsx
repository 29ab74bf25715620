import { useTranslation } from 'react-i18next';
import { Box, Stack, Text } from '@citylife/ui';
import { formatChinaDateTime } from '../../common/chinaTime';

/** One movement of the account or points log: what, when, who (points) and how much. */
export function LogEntryRow({
  memo,
  createdTime,
  vendor,
  amount,
  amountText,
}: {
  memo: string;
  createdTime: string;
  vendor?: string;
  amount: number;
  /** `amount` as shown, signed (`+¥105.00`, `-100`). */
  amountText: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Box
      display="flex"
      alignItems="center"
      justifyContent="space-between"
      gap="medium"
      padding="medium"
      borderRadius="medium"
      background="surface"
    >
      <Stack space="xxsmall">
        <Text breakWord>{memo}</Text>
        {vendor && (
          <Text size="small" tone="muted">
            {vendor}
          </Text>
        )}
        <Text size="small" tone="muted">
          <time dateTime={createdTime}>{formatChinaDateTime(createdTime, i18n.language)}</time>
        </Text>
      </Stack>
      <Text as="span" tone={amount < 0 ? 'critical' : 'positive'} tabularNumbers>
        {amountText}
      </Text>
    </Box>
  );
}
