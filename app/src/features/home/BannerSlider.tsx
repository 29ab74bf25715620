import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Inline } from '@citylife/ui';
import { useReducedMotion } from '../../lib/useReducedMotion';
import type { Banner } from './api';
import * as styles from './HomePage.css';
import './messages';

const ADVANCE_MS = 5000;

/** Banner pictures are 750 × 400; the size keeps the layout still while they load. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 400;

/**
 * A banner: its picture, and its title written over the picture's caption band (the
 * title comes from the server in the visitor's language; the picture carries no words).
 */
function BannerImage({ banner, first }: { banner: Banner; first?: boolean }) {
  const content = (
    <>
      <img
        className={styles.bannerImage}
        src={banner.img}
        // The caption below names the banner.
        alt=""
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        // The first slide is what the visitor sees first; the others can wait.
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      {banner.title && (
        <span className={styles.bannerCaption}>
          <span className={styles.bannerCaptionText}>{banner.title}</span>
        </span>
      )}
    </>
  );
  return banner.url ? (
    <a className={styles.banner} href={banner.url}>
      {content}
    </a>
  ) : (
    <div className={styles.banner}>{content}</div>
  );
}

/** The slider's space while its banners load, so nothing below moves when they arrive. */
export function SliderPlaceholder() {
  return (
    <Box display="grid" gap="small" borderRadius="large" overflow="hidden" aria-hidden="true">
      <Box className={styles.slide} background="surfaceMuted" />
      <Box className={styles.dots} />
    </Box>
  );
}

/** The sale strip's space while its banners load. */
export function SaleStripPlaceholder() {
  return (
    <div className={styles.saleStrip} aria-hidden="true">
      <Box className={styles.salePlaceholder} background="surfaceMuted" />
      <Box className={styles.salePlaceholder} background="surfaceMuted" />
    </div>
  );
}

/** The home slider (`indexslider`): swipe, tap a dot, or wait; stays still for reduced motion. */
export function BannerSlider({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || reducedMotion) return;
    const timer = setTimeout(() => {
      const element = track.current;
      const next = (index + 1) % count;
      element?.scrollTo?.({ left: next * element.clientWidth, behavior: 'smooth' });
      setIndex(next);
    }, ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index, count, reducedMotion]);

  const show = (target: number) => {
    const element = track.current;
    element?.scrollTo?.({
      left: target * element.clientWidth,
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
    setIndex(target);
  };

  return (
    <Box
      as="section"
      display="grid"
      gap="small"
      borderRadius="large"
      overflow="hidden"
      aria-roledescription={t('home.slider.role')}
      aria-label={t('home.slider.label')}
    >
      <div
        ref={track}
        className={styles.sliderTrack}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) {
            setIndex(Math.round(element.scrollLeft / element.clientWidth));
          }
        }}
      >
        {banners.map((banner, position) => (
          <Box
            key={banner.id}
            className={styles.slide}
            background="surfaceMuted"
            role="group"
            aria-roledescription={t('home.slider.slide')}
            aria-label={t('home.slider.position', { index: position + 1, count })}
          >
            <BannerImage banner={banner} first={position === 0} />
          </Box>
        ))}
      </div>
      {count > 1 && (
        <Inline align="center" space="none" className={styles.dots}>
          {banners.map((banner, position) => (
            <button
              key={banner.id}
              type="button"
              className={styles.dot}
              aria-label={t('home.slider.show', { index: position + 1 })}
              aria-current={position === index ? 'true' : undefined}
              onClick={() => show(position)}
            />
          ))}
        </Inline>
      )}
    </Box>
  );
}

/** The home sale strip (`homesale`). */
export function SaleStrip({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.saleStrip} aria-label={t('home.sale')}>
      {banners.map((banner) => (
        <BannerImage key={banner.id} banner={banner} />
      ))}
    </section>
  );
}
