import type { ElementType, ReactNode } from 'react';
import { Box, type BoxStyleProps, type PolymorphicProps, type Space } from '../Box/Box';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export type StackProps<E extends ElementType = 'div'> = PolymorphicProps<
  E,
  Omit<BoxStyleProps, 'display' | 'gap' | 'justifyItems'> & {
    children?: ReactNode;
    /** The space between the pieces, from the theme. */
    space?: Space;
    /** How pieces narrower than the stack sit in it. */
    align?: StackAlign;
    className?: string;
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
