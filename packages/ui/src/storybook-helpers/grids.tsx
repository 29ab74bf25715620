import { Fragment, type Key, type ReactNode } from 'react';
import { Stack } from '../components/Stack/Stack';

/**
 * The "tones and variants" story: one row per variant, holding what `children` draws for
 * each tone; `wrap` lets a row go on to more lines.
 */
export function VariantToneGrid<V extends Key, T extends Key>({
  variants,
  tones,
  wrap = false,
  children,
}: {
  variants: readonly V[];
  tones: readonly T[];
  wrap?: boolean;
  children: (tone: T, variant: V) => ReactNode;
}) {
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {variants.map((variant) => (
        <div
          key={variant}
          style={wrap ? { display: 'flex', flexWrap: 'wrap', gap: 8 } : { display: 'flex', gap: 8 }}
        >
          {tones.map((tone) => (
            <Fragment key={tone}>{children(tone, variant)}</Fragment>
          ))}
        </div>
      ))}
    </div>
  );
}

/** What `children` draws for each of `values`, one under another (a story of every size or level). */
export function StackOfEach<T extends Key>({
  values,
  children,
}: {
  values: readonly T[];
  children: (value: T) => ReactNode;
}) {
  return (
    <Stack space="small">
      {values.map((value) => (
        <Fragment key={value}>{children(value)}</Fragment>
      ))}
    </Stack>
  );
}
