import type { ReactNode } from 'react';
import { Card, Text } from '@citylife/ui';
import type { ApiData } from '../../api/useApiData';
import { DataView } from '../../common/DataView';

/** A balance (money or points) in large figures in a card of its own, once it has loaded. */
export function BalanceCard({
  title,
  data,
  testId,
  format,
}: {
  title: string;
  data: ApiData<{ balance: number }>;
  /** Names the figure for tests. */
  testId: string;
  format: (balance: number) => ReactNode;
}) {
  return (
    <Card title={title}>
      <DataView data={data} lines={1}>
        {({ balance }) => (
          <Text size="xxlarge" weight="strong" tone="price" tabularNumbers data-testid={testId}>
            {format(balance)}
          </Text>
        )}
      </DataView>
    </Card>
  );
}
