import type { ElementType, ReactNode } from 'react';
import { cx } from '../../internal/cx';
import type { PolymorphicProps } from '../Box/Box';
import * as styles from './Text.css';

export { textAligns, textSizes, textTones, textWeights } from './Text.css';
export type TextSize = (typeof styles.textSizes)[number];
export type TextWeight = (typeof styles.textWeights)[number];
export type TextTone = (typeof styles.textTones)[number];
export type TextAlign = (typeof styles.textAligns)[number];

export interface TextStyleProps {
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  align?: TextAlign;
  lineHeight?: 'tight' | 'standard';
  /** Figures of one width (amounts, counts). */
  tabularNumbers?: boolean;
  /** Breaks long words (names, addresses, order numbers) instead of overflowing. */
  breakWord?: boolean;
  /** Keeps the line breaks of text someone typed. */
  keepLineBreaks?: boolean;
  /** Cuts the text after this many lines with an ellipsis. */
  maxLines?: 1 | 2 | 3;
}

const styleProps = [
  'size',
  'weight',
  'tone',
  'align',
  'lineHeight',
  'tabularNumbers',
  'breakWord',
  'keepLineBreaks',
  'maxLines',
] as const satisfies readonly (keyof TextStyleProps)[];

/** The class names of a text style, for elements that are not a Text (a link, a label). */
export function textStyle(props: TextStyleProps): string {
  const { size, weight, tone, align, lineHeight, maxLines } = props;
  return cx(
    styles.text,
    size && styles.size[size],
    weight && styles.weight[weight],
    tone && styles.tone[tone],
    align && styles.align[align],
    lineHeight && styles.lineHeight[lineHeight],
    props.tabularNumbers && styles.tabularNumbers,
    props.breakWord && styles.breakWord,
    props.keepLineBreaks && styles.keepLineBreaks,
    maxLines && styles.maxLines[maxLines],
  );
}

export type TextProps<E extends ElementType = 'p'> = PolymorphicProps<
  E,
  TextStyleProps & { children?: ReactNode; className?: string }
>;

/**
 * Text in the theme's sizes, weights and tones: a paragraph by default, any element with
 * `as` (`span` inside a line, `dd`, `time`, `strong`...). Unset props inherit.
 */
export function Text<E extends ElementType = 'p'>({ as, className, ...rest }: TextProps<E>) {
  const style: Record<string, unknown> = {};
  const attributes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(rest)) {
    if ((styleProps as readonly string[]).includes(name)) style[name] = value;
    else attributes[name] = value;
  }
  const Element: ElementType = as ?? 'p';
  return <Element className={cx(textStyle(style), className)} {...attributes} />;
}
