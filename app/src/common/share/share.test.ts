import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareAction, type ShareCard } from './share';

const card: ShareCard = {
  title: '薯片',
  desc: '香脆不腻',
  imgUrl: 'https://shop.example/static/items/potato-chips.svg',
  link: 'https://shop.example/shoppingcart/item/51',
};

describe('share targets', () => {
  it('shows the WeChat guide inside WeChat and the system share elsewhere', () => {
    expect(shareAction('wechat', card, 'wechat-browser')).toEqual({ kind: 'guide' });
    expect(shareAction('wechatmoments', card, 'wechat-miniapp')).toEqual({ kind: 'guide' });
    expect(shareAction('wechat', card, 'browser')).toEqual({ kind: 'system' });
    expect(shareAction('instagram', card, 'browser')).toEqual({ kind: 'system' });
  });

  it('saves the picture by pressing and holding it', () => {
    expect(shareAction('savepic', card, 'wechat-browser')).toEqual({ kind: 'image' });
  });

  it('opens the other services with the link and text encoded', () => {
    const weibo = shareAction('weibo', card, 'browser');
    expect(weibo.kind).toBe('open');
    const url = new URL(weibo.kind === 'open' ? weibo.url : '');
    expect(url.searchParams.get('url')).toBe(card.link);
    expect(url.searchParams.get('title')).toBe('薯片 - 香脆不腻');
    expect(url.searchParams.get('pic')).toBe(card.imgUrl);

    const facebook = shareAction('facebook', card, 'browser');
    expect(facebook.kind === 'open' && new URL(facebook.url).searchParams.get('u')).toBe(card.link);
    const twitter = shareAction('twitter', card, 'browser');
    expect(twitter.kind === 'open' && new URL(twitter.url).searchParams.get('url')).toBe(card.link);
  });

  it('writes a mail and a text message with the link', () => {
    const mail = shareAction('mail', card, 'browser');
    expect(mail).toEqual({
      kind: 'open',
      url: `mailto:?subject=${encodeURIComponent('薯片')}&body=${encodeURIComponent(`薯片 - 香脆不腻\n${card.link}`)}`,
    });
    const sms = shareAction('sms', card, 'browser');
    expect(sms.kind === 'open' && decodeURIComponent(sms.url)).toBe(
      `sms:?&body=薯片 - 香脆不腻 ${card.link}`,
    );
  });

  it('makes picture paths absolute', () => {
    expect(absoluteUrl('/static/a.svg', 'https://shop.example')).toBe(
      'https://shop.example/static/a.svg',
    );
    expect(absoluteUrl('https://cdn.example/b.png', 'https://shop.example')).toBe(
      'https://cdn.example/b.png',
    );
  });
});
