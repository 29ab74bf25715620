/** The flex `alignItems` value that puts a row's pieces at each vertical alignment. */
export const alignItemsForY = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;
