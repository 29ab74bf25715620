import type { ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import { listReset, reset, sprinkles, type Sprinkles } from './Box.css';

export type { Sprinkles as BoxStyleProps } from './Box.css';

/** The theme's space steps, as Box, Stack, Inline, Columns and Tiles take them. */
export type Space = NonNullable<Sprinkles['gap']>;
export const spaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
] as const satisfies readonly Space[];

/**
 * A component's own props, an element to render as (`as`), and that element's attributes,
 * `ref` included (passed on to the element).
 */
export type PolymorphicProps<E extends ElementType, Own> = Own & { as?: E } & Omit<
    ComponentPropsWithRef<E>,
    keyof Own | 'as'
  >;

export type BoxProps<E extends ElementType = 'div'> = PolymorphicProps<E, Sprinkles>;

/**
 * The props of a layout piece drawn as one Box with theme space between its pieces (Stack,
 * Inline, Columns, Tiles): the Box style props except those it sets itself (`Set`), its
 * children, the space, a class name and its own props (`Own`).
 */
export type SpacedLayoutProps<
  E extends ElementType,
  Set extends keyof Sprinkles,
  Own,
> = PolymorphicProps<
  E,
  Omit<Sprinkles, Set> & {
    children?: ReactNode;
    /** The space between the pieces, from the theme. */
    space?: Space;
    className?: string;
  } & Own
>;

/**
 * The element every layout piece is made of: spacing, surface, radius and shadow come as
 * props from the theme, so screens need no CSS of their own for them. Any other attribute
 * goes to the element; `className` adds a style for what the props do not cover.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...rest }: BoxProps<E>) {
  const atoms: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(name as keyof Sprinkles)) atoms[name] = value;
    else attributes[name] = value;
  }
  const Element: ElementType = as ?? 'div';
  const isList = Element === 'ul' || Element === 'ol';
  return (
    <Element
      className={cx(reset, isList && listReset, sprinkles(atoms as Sprinkles), className)}
      {...attributes}
    />
  );
}
