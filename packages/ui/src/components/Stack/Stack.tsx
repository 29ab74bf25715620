import type { ElementType } from 'react';
import { Box, type SpacedLayoutProps } from '../Box/Box';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export type StackProps<E extends ElementType = 'div'> = SpacedLayoutProps<
  E,
  'display' | 'gap' | 'justifyItems',
  {
    /** How pieces narrower than the stack sit in it. */
    align?: StackAlign;
  }
>;

/** Pieces one under another with even space between them (a list as `ul`/`ol`). */
export function Stack<E extends ElementType = 'div'>({
  space = 'medium',
  align = 'stretch',
  ...rest
}: StackProps<E>) {
  return <Box display="grid" gap={space} justifyItems={align} {...(rest as object)} />;
}
