import { Box, type BoxProps } from '@citylife/ui';
import * as styles from './Thumbnail.css';

/**
 * A picture in a fixed square of `size` pixels, cropped to fill it; its radius, surface and
 * flex behaviour are the kit's Box props.
 */
export function Thumbnail({
  size,
  ...rest
}: Omit<BoxProps<'img'>, 'width' | 'height'> & { size: number }) {
  return <Box as="img" className={styles.thumbnail} width={size} height={size} {...rest} />;
}
