import { useState } from 'react';
import { Box, Text } from '@citylife/ui';
import * as styles from './Gallery.css';

export interface PictureGalleryProps {
  pictures: readonly string[];
  /** Names the gallery (a scrollable region) for assistive technology. */
  label: string;
  /** Each picture's text alternative, from its position (1-based) and the count. */
  pictureLabel: (index: number, count: number) => string;
  /** `square` pictures are shown whole (items); `wide` ones fill a 16:9 frame (scenery). */
  shape?: 'square' | 'wide';
}

/** Pictures side by side; swipe between them. A counter shows where one is when there are several. */
export function PictureGallery({
  pictures,
  label,
  pictureLabel,
  shape = 'square',
}: PictureGalleryProps) {
  const [index, setIndex] = useState(0);
  const count = pictures.length;
  if (count === 0) return null;
  return (
    <Box position="relative">
      <Box
        className={styles.gallery}
        borderRadius="large"
        background="surfaceMuted"
        role="region"
        aria-label={label}
        tabIndex={0}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0)
            setIndex(Math.round(element.scrollLeft / element.clientWidth));
        }}
      >
        {pictures.map((picture, position) => (
          <img
            key={`${picture}-${position}`}
            className={`${styles.galleryPicture} ${styles.galleryShape[shape]}`}
            src={picture}
            alt={pictureLabel(position + 1, count)}
            // The first picture opens the screen (often its largest paint): fetched first;
            // the others wait until they are swiped near.
            {...(position === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        ))}
      </Box>
      {count > 1 && (
        <Box
          as="span"
          className={styles.galleryCounter}
          paddingX="small"
          borderRadius="full"
          background="surface"
          color="text"
          boxShadow="small"
          aria-hidden="true"
        >
          <Text as="span" size="xsmall">
            {index + 1} / {count}
          </Text>
        </Box>
      )}
    </Box>
  );
}
