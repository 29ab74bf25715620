import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Page, Text } from '@citylife/ui';
import { Notice } from './LabParts';
import * as styles from './device.css';
import './messages';

/** The lab's short video (recorded by scripts/media/record-clip.mjs), served by the server. */
export const CLIP_URL = '/static/lab/clip.webm';

type WebkitVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

function fullscreenAvailable(): boolean {
  return (
    document.fullscreenEnabled ||
    typeof (document.createElement('video') as WebkitVideo).webkitEnterFullscreen === 'function'
  );
}

/** /lab/video: plays a short video, and shows it full screen. */
export function VideoPage() {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [canFullscreen] = useState(fullscreenAvailable);
  const [failure, setFailure] = useState<string>();

  const fullscreen = async () => {
    const element = video.current as WebkitVideo | null;
    if (!element) return;
    setFailure(undefined);
    try {
      if (document.fullscreenEnabled) await element.requestFullscreen();
      // iPhone Safari shows only a video full screen, through its own call.
      else element.webkitEnterFullscreen?.();
      await element.play();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Page>
      <video
        ref={video}
        className={styles.video}
        src={CLIP_URL}
        controls
        loop
        muted
        playsInline
        preload="metadata"
        aria-label={t('labDevice.video.label')}
        onError={() => setFailure(t('labDevice.video.loadFailed'))}
      />
      <Text tone="muted">{t('labDevice.video.about')}</Text>
      {canFullscreen ? (
        <Button onClick={() => void fullscreen()}>{t('labDevice.video.fullscreen')}</Button>
      ) : (
        <Notice tone="critical">{t('labDevice.video.noFullscreen')}</Notice>
      )}
      {failure && (
        <Notice tone="critical">{t('labDevice.video.failed', { reason: failure })}</Notice>
      )}
    </Page>
  );
}
