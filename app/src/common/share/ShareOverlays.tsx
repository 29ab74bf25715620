import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  FullscreenShareDialog,
  LongPressSaveImageDialog,
  ShareSheet,
  excerpt,
  useSnackbar,
  type ShareEnvironment,
  type ShareType,
} from '@citylife/ui';
import { preferences } from '../../stores/preferences';
import { absoluteUrl, shareAction, type ShareCard, type ShareSubject } from './share';
import './messages';

/** Which of the share overlays is open. */
export type ShareOverlay = 'none' | 'sheet' | 'guide' | 'image';

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

export interface ShareOverlaysProps {
  overlay: ShareOverlay;
  onOverlay: (overlay: ShareOverlay) => void;
  subject: ShareSubject;
  /** The server's card inside WeChat; the subject's own card otherwise. */
  wechatCard: ShareCard | undefined;
  environment: ShareEnvironment;
}

/**
 * The share sheet, the WeChat guide and the save-picture dialog, and what each share
 * target does. Loaded the first time a visitor shares, so screens do not pay for it.
 */
export default function ShareOverlays({
  overlay,
  onOverlay,
  subject,
  wechatCard,
  environment,
}: ShareOverlaysProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const { locale } = useSnapshot(preferences);
  const card = wechatCard ?? localCard(subject);

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
    onOverlay(action.kind === 'guide' ? 'guide' : action.kind === 'image' ? 'image' : 'none');
    if (action.kind === 'open') {
      if (/^(mailto|sms):/.test(action.url)) window.location.href = action.url;
      else window.open(action.url, '_blank', 'noopener');
    } else if (action.kind === 'system') {
      void shareBySystem();
    }
  };

  const close = () => onOverlay('none');
  return (
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
}
