import { Box, type BoxProps } from '@citylife/ui';
import * as styles from './Thumbnail.css';

/**
 * A picture in a fixed square of `size` pixels, cropped to fill it, with the kit's `radius`.
 * A `reserved` square never shrinks in a row and shows the muted surface until the picture
 * draws.
 */
export function Thumbnail({
  size,
  radius,
  reserved = false,
  ...rest
}: Omit<BoxProps<'img'>, 'width' | 'height' | 'borderRadius'> & {
  size: number;
  radius: 'small' | 'medium';
  reserved?: boolean;
}) {
  return (
    <Box
      as="img"
      className={styles.thumbnail}
      width={size}
      height={size}
      borderRadius={radius}
      {...(reserved && { flexShrink: 0, background: 'surfaceMuted' })}
      {...rest}
    />
  );
}
