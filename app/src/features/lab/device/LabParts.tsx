import type { ReactNode } from 'react';
import { Card, Inline, Stack, Text } from '@citylife/ui';
import * as styles from './device.css';

/** Labelled readings of a lab page, as a definition list. */
export function Readings({
  label,
  items,
}: {
  /** Names the group (a card heading). */
  label: string;
  items: readonly (readonly [term: string, value: ReactNode])[];
}) {
  return (
    <Card title={label}>
      <dl className={styles.readings}>
        {items.map(([term, value]) => (
          <Inline key={term} align="spaceBetween" alignY="center">
            <Text as="dt" tone="muted">
              {term}
            </Text>
            <Text as="dd" weight="medium" tabularNumbers className={styles.value}>
              {value}
            </Text>
          </Inline>
        ))}
      </dl>
    </Card>
  );
}

/** A plain statement of what the browser cannot do, or of where the page is. */
export function Notice({
  tone = 'muted',
  children,
}: {
  tone?: 'muted' | 'critical' | 'positive' | 'caution';
  children: ReactNode;
}) {
  return (
    <Stack space="small">
      <Text tone={tone} role={tone === 'critical' ? 'alert' : 'status'}>
        {children}
      </Text>
    </Stack>
  );
}
