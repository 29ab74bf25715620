import { expect } from 'storybook/test';

/** The CSS properties whose computed value is a string, by their camel-case names. */
type StyleProperty = {
  [K in keyof CSSStyleDeclaration]: K extends string
    ? CSSStyleDeclaration[K] extends string
      ? K
      : never
    : never;
}[keyof CSSStyleDeclaration];

/** Each property of `expected` has the given computed value on `element`, checked in order. */
export async function expectComputedStyle(
  element: Element,
  expected: Partial<Record<StyleProperty, string>>,
) {
  const style = getComputedStyle(element);
  for (const [property, value] of Object.entries(expected) as [StyleProperty, string][]) {
    await expect(style[property]).toBe(value);
  }
}
