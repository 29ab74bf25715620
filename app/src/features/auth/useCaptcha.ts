import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';
import { fetchCaptchaImage } from './api';

/**
 * The captcha picture of the session's track id, fetched when `active` becomes true and
 * again on `refresh` (each fetch issues a new captcha and discards the previous one).
 */
export function useCaptcha(active: boolean) {
  const { trackId } = useSnapshot(session);
  const [imageSrc, setImageSrc] = useState('');
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    fetchCaptchaImage(trackId).then(
      (src) => {
        if (request === latest.current) setImageSrc(src);
      },
      () => {
        if (request === latest.current) setImageSrc('');
      },
    );
  }, [trackId]);

  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);

  return { imageSrc, refresh };
}
