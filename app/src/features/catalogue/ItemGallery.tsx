import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Text } from '@citylife/ui';
import * as styles from './Catalogue.css';
import './messages';

/** The item's pictures side by side; swipe between them. */
export function ItemGallery({ name, pictures }: { name: string; pictures: readonly string[] }) {
  const { t } = useTranslation();
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
        aria-label={t('catalogue.item.gallery', { name })}
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
            className={styles.galleryPicture}
            src={picture}
            alt={t('catalogue.item.picture', { index: position + 1, count })}
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
