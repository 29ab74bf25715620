import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  FullscreenShareDialog,
  LongPressSaveImageDialog,
  ShareSheet,
  detectShareEnvironment,
  excerpt,
  useSnackbar,
  type ShareType,
} from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { absoluteUrl, shareAction, type ShareCard } from './share';
import { prepareWechatShare } from './wechat';
import './messages';

type Overlay = 'none' | 'sheet' | 'guide' | 'image';

/** What a screen shares: its subject's name, description and picture. */
export interface ShareSubject {
  /** Tells one subject from another (e.g. the path's id); a new key prepares WeChat again. */
  key: string | number;
  title: string;
  /** Plain text; an excerpt is shared. */
  description: string;
  /** The picture's URL or site path. */
  picture: string;
  /**
   * The site path shared, when it is not the current page (e.g. an attraction shared from
   * the map). Inside WeChat its own menu shares the current page.
   */
  path?: string;
}

function localCard(subject: ShareSubject): ShareCard {
  const origin = window.location.origin;
  return {
    title: subject.title,
    desc: excerpt(subject.description),
    imgUrl: absoluteUrl(subject.picture, origin),
    link: subject.path
      ? absoluteUrl(subject.path, origin)
      : (window.location.href.split('#')[0] ?? window.location.href),
  };
}

async function copyLink(link: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(link);
    return true;
  } catch {
    return false;
  }
}

/**
 * A screen's share sheet and what each target does. Inside WeChat the card comes from the
 * server and WeChat is configured with it; elsewhere the card is made from the subject.
 */
export function usePageShare(subject: ShareSubject) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { locale } = useSnapshot(preferences);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const environment = detectShareEnvironment(navigator.userAgent);
  const [wechatCard, setWechatCard] = useState<ShareCard>();
  const card = wechatCard ?? localCard(subject);

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

  const shareBySystem = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: card.title, text: card.desc, url: card.link });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyLink(card.link)) snackbar.show(t('share.linkCopied'), { tone: 'positive' });
    else snackbar.show(t('share.copyFailed', { link: card.link }));
  };

  const onShare = (type: ShareType) => {
    const action = shareAction(type, card, environment);
    setOverlay(action.kind === 'guide' ? 'guide' : action.kind === 'image' ? 'image' : 'none');
    if (action.kind === 'open') {
      if (/^(mailto|sms):/.test(action.url)) window.location.href = action.url;
      else window.open(action.url, '_blank', 'noopener');
    } else if (action.kind === 'system') {
      void shareBySystem();
    }
  };

  const close = () => setOverlay('none');
  const dialogs = (
    <>
      <ShareSheet
        open={overlay === 'sheet'}
        onClose={close}
        onShare={onShare}
        environment={environment}
        lang={locale}
      />
      <FullscreenShareDialog open={overlay === 'guide'} onClose={close} lang={locale} />
      <LongPressSaveImageDialog
        open={overlay === 'image'}
        onClose={close}
        src={card.imgUrl}
        alt={card.title}
        lang={locale}
      />
    </>
  );
  return { open: () => setOverlay('sheet'), dialogs };
}
