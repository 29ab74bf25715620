import type { ElementType } from 'react';
import { alignItemsForY } from '../../internal/align';
import { Box, type SpacedLayoutProps } from '../Box/Box';

export const inlineAligns = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  spaceBetween: 'space-between',
} as const;

export type InlineProps<E extends ElementType = 'div'> = SpacedLayoutProps<
  E,
  'display' | 'flexWrap' | 'gap' | 'justifyContent' | 'alignItems',
  {
    /** Where the row's pieces sit along it; `spaceBetween` pushes them to both ends. */
    align?: InlineAlign;
    alignY?: InlineAlignY;
    /** Pieces that do not fit go on the next line (the default); false keeps one line. */
    wrap?: boolean;
  }
>;

/** Pieces side by side with even space between them, wrapping onto more lines by default. */
export function Inline<E extends ElementType = 'div'>({
  space = 'small',
  align = 'start',
  alignY = 'center',
  wrap = true,
  ...rest
}: InlineProps<E>) {
  return (
    <Box
      display="flex"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={space}
      justifyContent={justify[align]}
      alignItems={alignItemsForY[alignY]}
      {...(rest as object)}
    />
  );
}
