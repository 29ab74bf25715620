import type { ElementType, ReactNode } from 'react';
import type { PolymorphicProps } from '../Box/Box';
import { Text, type TextAlign, type TextTone } from '../Text/Text';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

const sizes = { 1: 'xxlarge', 2: 'xlarge', 3: 'large', 4: 'standard' } as const;

export type HeadingProps<E extends ElementType = 'h2'> = PolymorphicProps<
  E,
  {
    children?: ReactNode;
    /** The size step; also the element (h1-h4) unless `as` names another. */
    level: HeadingLevel;
    tone?: TextTone;
    align?: TextAlign;
    maxLines?: 1 | 2 | 3;
    className?: string;
  }
>;

/**
 * A heading in the theme's heading sizes. `level` sets its size and, unless `as` says
 * otherwise, its element, so the outline of a screen and its looks can differ where needed.
 */
export function Heading<E extends ElementType = 'h2'>({ level, as, ...rest }: HeadingProps<E>) {
  return (
    <Text
      as={as ?? (`h${level}` as ElementType)}
      size={sizes[level]}
      weight="strong"
      lineHeight="tight"
      breakWord
      {...(rest as object)}
    />
  );
}
