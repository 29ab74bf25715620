import type { ReactNode } from 'react';
import { Card, Inline, Page, PageSection, Stack, Text } from '@citylife/ui';
import * as styles from './device.css';

/** Labelled readings of a lab page, as a definition list. */
export function Readings({
  label,
  items,
}: {
  /** Names the group (the section's heading). */
  label: string;
  items: readonly (readonly [term: string, value: ReactNode])[];
}) {
  return (
    <PageSection title={label} titleStyle="label">
      <Card>
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
    </PageSection>
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

/** A lab page in a browser without the feature it tries: only the statement that it is missing. */
export function UnsupportedPage({ message }: { message: string }) {
  return (
    <Page>
      <Notice tone="critical">{message}</Notice>
    </Page>
  );
}
