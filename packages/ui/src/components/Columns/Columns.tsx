import type { ElementType, ReactNode } from 'react';
import { alignItemsForY } from '../../internal/align';
import { Box, type BoxStyleProps, type PolymorphicProps, type SpacedLayoutProps } from '../Box/Box';

export const columnsAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];
export const columnWidths = ['fill', 'content'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

export type ColumnsProps<E extends ElementType = 'div'> = SpacedLayoutProps<
  E,
  'display' | 'flexWrap' | 'gap' | 'alignItems',
  { alignY?: ColumnsAlignY }
>;

/** Columns on one line that never wrap: each `Column` fills the room left or fits its content. */
export function Columns<E extends ElementType = 'div'>({
  space = 'medium',
  alignY = 'top',
  ...rest
}: ColumnsProps<E>) {
  return (
    <Box
      display="flex"
      flexWrap="nowrap"
      gap={space}
      alignItems={alignItemsForY[alignY]}
      {...(rest as object)}
    />
  );
}

export type ColumnProps<E extends ElementType = 'div'> = PolymorphicProps<
  E,
  Omit<BoxStyleProps, 'flexGrow' | 'flexShrink' | 'minWidth'> & {
    children?: ReactNode;
    width?: ColumnWidth;
    className?: string;
  }
>;

/** One column of `Columns`: `fill` takes the room left (text in it wraps), `content` its own width. */
export function Column<E extends ElementType = 'div'>({ width = 'fill', ...rest }: ColumnProps<E>) {
  return width === 'fill' ? (
    <Box flexGrow={1} minWidth={0} {...(rest as object)} />
  ) : (
    <Box flexShrink={0} {...(rest as object)} />
  );
}
