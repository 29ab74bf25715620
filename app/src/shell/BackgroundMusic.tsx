import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { preferences } from '../stores/preferences';
import { siteSettings } from '../stores/siteSettings';

/**
 * The `bgmusic` setting's music, playing while the visitor chose so (persisted).
 * Browsers allow playing only after a user gesture: a refused start waits for the first
 * tap or key press.
 */
export function BackgroundMusic() {
  const audio = useRef<HTMLAudioElement>(null);
  const { music } = useSnapshot(preferences);
  const { values } = useSnapshot(siteSettings);
  const source = values.bgmusic;

  useEffect(() => {
    const element = audio.current;
    if (!element || !source) return;
    if (!music) {
      element.pause();
      return;
    }
    let waiting = false;
    const start = () => {
      element.play().catch(() => {
        if (waiting) return;
        waiting = true;
        document.addEventListener('pointerdown', retry, { once: true });
        document.addEventListener('keydown', retry, { once: true });
      });
    };
    const retry = () => {
      waiting = false;
      document.removeEventListener('pointerdown', retry);
      document.removeEventListener('keydown', retry);
      start();
    };
    start();
    return () => {
      document.removeEventListener('pointerdown', retry);
      document.removeEventListener('keydown', retry);
    };
  }, [music, source]);

  if (!source) return null;
  return <audio ref={audio} src={source} loop preload="none" data-testid="background-music" />;
}
