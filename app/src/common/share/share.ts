import type { ShareEnvironment, ShareType } from '@citylife/ui';

/** What a share card says: title, description, picture and link. */
export interface ShareCard {
  title: string;
  desc: string;
  /** Absolute picture URL. */
  imgUrl: string;
  /** Absolute URL to share. */
  link: string;
}

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

/** How the app carries out a share target chosen in the share sheet. */
export type ShareAction =
  /** Open a sharing page of another service (or a mail/sms composer). */
  | { kind: 'open'; url: string }
  /** WeChat shares from its own menu: show the guide pointing at it. */
  | { kind: 'guide' }
  /** Show the picture to press and hold (save picture). */
  | { kind: 'image' }
  /** No page to open: use the system share sheet, or copy the link. */
  | { kind: 'system' };

const q = encodeURIComponent;

/** Where each target goes; WeChat targets depend on whether the page runs inside WeChat. */
export function shareAction(
  type: ShareType,
  card: ShareCard,
  environment: ShareEnvironment,
): ShareAction {
  const text = card.desc ? `${card.title} - ${card.desc}` : card.title;
  switch (type) {
    case 'wechat':
    case 'wechatmoments':
      return environment === 'browser' ? { kind: 'system' } : { kind: 'guide' };
    case 'savepic':
      return { kind: 'image' };
    case 'mail':
      return {
        kind: 'open',
        url: `mailto:?subject=${q(card.title)}&body=${q(`${text}\n${card.link}`)}`,
      };
    case 'sms':
      return { kind: 'open', url: `sms:?&body=${q(`${text} ${card.link}`)}` };
    case 'weibo':
      return {
        kind: 'open',
        url: `https://service.weibo.com/share/share.php?url=${q(card.link)}&title=${q(text)}&pic=${q(card.imgUrl)}`,
      };
    case 'douban':
      return {
        kind: 'open',
        url: `https://www.douban.com/share/service?href=${q(card.link)}&name=${q(card.title)}&text=${q(card.desc)}&image=${q(card.imgUrl)}`,
      };
    case 'twitter':
      return {
        kind: 'open',
        url: `https://twitter.com/intent/tweet?url=${q(card.link)}&text=${q(text)}`,
      };
    case 'facebook':
      return { kind: 'open', url: `https://www.facebook.com/sharer/sharer.php?u=${q(card.link)}` };
    case 'google':
      return {
        kind: 'open',
        url: `https://mail.google.com/mail/?view=cm&su=${q(card.title)}&body=${q(`${text}\n${card.link}`)}`,
      };
    case 'instagram':
      return { kind: 'system' };
  }
}

/** An absolute URL for a path of this site (pictures are often served as `/static/...`). */
export function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}
