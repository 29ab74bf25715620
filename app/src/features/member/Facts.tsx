import type { ReactNode } from 'react';
import { Column, Columns, Stack, textStyle } from '@citylife/ui';

/** Name and value rows of a description list; rows without a value are left out. */
export function Facts({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <Stack as="dl" space="xsmall" aria-label={label}>
      {rows
        .filter(([, value]) => value !== undefined && value !== '' && value !== null)
        .map(([name, value], position) => (
          <Columns key={position}>
            <Column as="dt" width="content" className={textStyle({ tone: 'muted' })}>
              {name}
            </Column>
            <Column as="dd" className={textStyle({ align: 'end', breakWord: true })}>
              {value}
            </Column>
          </Columns>
        ))}
    </Stack>
  );
}
