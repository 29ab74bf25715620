import { useEffect, useState } from 'react';
import { detectShareEnvironment } from '@citylife/ui';
import { lazyOverlay } from '../../lib/LazyOverlay';
import type { ShareCard, ShareSubject } from './share';
import type { ShareOverlay, ShareOverlaysProps } from './ShareOverlays';
import { prepareWechatShare } from './wechat';

export type { ShareSubject } from './share';

// The overlays load the first time a visitor shares (they stay loaded after).
const ShareOverlays = lazyOverlay<ShareOverlaysProps>(() => import('./ShareOverlays'));

/**
 * A screen's share sheet and what each target does. Inside WeChat the card comes from the
 * server and WeChat is configured with it; elsewhere the card is made from the subject.
 */
export function usePageShare(subject: ShareSubject) {
  const [overlay, setOverlay] = useState<ShareOverlay>('none');
  const environment = detectShareEnvironment(navigator.userAgent);
  const [wechatCard, setWechatCard] = useState<ShareCard>();

  useEffect(() => {
    if (environment === 'browser') return;
    let current = true;
    prepareWechatShare(window.location.href).then(
      (found) => {
        if (current) setWechatCard(found);
      },
      () => {
        // Without the server's card the subject's own one is shared.
      },
    );
    return () => {
      current = false;
    };
  }, [environment, subject.key]);

  const dialogs = (
    <ShareOverlays
      wanted={overlay !== 'none'}
      onFailed={() => setOverlay('none')}
      overlay={overlay}
      onOverlay={setOverlay}
      subject={subject}
      wechatCard={wechatCard}
      environment={environment}
    />
  );
  return { open: () => setOverlay('sheet'), dialogs };
}
