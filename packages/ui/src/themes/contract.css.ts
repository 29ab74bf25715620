import { createThemeContract } from '@vanilla-extract/css';
import { themeTokens } from './tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };

function toShape<T extends object>(tokens: T): Shape<T> {
  return Object.fromEntries(
    Object.entries(tokens).map(([key, value]) => [
      key,
      typeof value === 'string' ? null : toShape(value as object),
    ]),
  ) as Shape<T>;
}

/** The theme contract; its shape is the default theme's. Components read only these. */
export const vars = createThemeContract(toShape(themeTokens('default').light));
