import type { ElementType } from 'react';
import { cx } from '../../internal/cx';
import { Box, type SpacedLayoutProps } from '../Box/Box';
import * as styles from './Tiles.css';

export { tileColumns } from './Tiles.css';
export type TileColumns = (typeof styles.tileColumns)[number];

export type TilesProps<E extends ElementType = 'div'> = SpacedLayoutProps<
  E,
  'display' | 'gap',
  { columns: TileColumns }
>;

/** A grid of equal tiles, `columns` to a row (a list as `ul`/`ol`). */
export function Tiles<E extends ElementType = 'div'>({
  columns,
  space = 'medium',
  className,
  ...rest
}: TilesProps<E>) {
  return (
    <Box
      display="grid"
      gap={space}
      className={cx(styles.columns[columns], className)}
      {...(rest as object)}
    />
  );
}
