import { styleVariants } from '@vanilla-extract/css';

export const tileColumns = [1, 2, 3, 4, 5, 6] as const;

/** Equal columns that shrink with the screen; long content never widens one. */
export const columns = styleVariants(
  Object.fromEntries(tileColumns.map((count) => [count, {}])) as Record<
    (typeof tileColumns)[number],
    object
  >,
  (_, count) => ({ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }),
);
