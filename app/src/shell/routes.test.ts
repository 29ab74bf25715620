import { describe, expect, it } from 'vitest';
import { allPatterns } from '../lib/paths';
import { areas } from './routeAreas';
import {
  decideNavigation,
  matchPattern,
  needsAuth,
  pathDepth,
  resolveRoute,
  routes,
  slideDirection,
} from './routes';

describe('matchPattern', () => {
  it('matches fixed segments and captures parameters', () => {
    expect(matchPattern('/about', '/about')).toEqual({});
    expect(matchPattern('/page/:id', '/page/12')).toEqual({ id: '12' });
    expect(matchPattern('/user/resetpassword/:token/:id', '/user/resetpassword/abc/7')).toEqual({
      token: 'abc',
      id: '7',
    });
  });

  it('accepts a trailing slash and decodes parameters', () => {
    expect(matchPattern('/home', '/home/')).toEqual({});
    expect(matchPattern('/shoppingcart/tag/:id', '/shoppingcart/tag/%E8%94%AC%E8%8F%9C')).toEqual({
      id: '蔬菜',
    });
  });

  it('treats a parameter with ? as optional', () => {
    expect(matchPattern('/member/order/list/:type?', '/member/order/list')).toEqual({
      type: undefined,
    });
    expect(matchPattern('/member/order/list/:type?', '/member/order/list/TopupOrder')).toEqual({
      type: 'TopupOrder',
    });
  });

  it('rejects missing, extra and different segments', () => {
    expect(matchPattern('/page/:id', '/page')).toBeNull();
    expect(matchPattern('/page/:id', '/page/1/2')).toBeNull();
    expect(matchPattern('/about', '/abouts')).toBeNull();
    expect(matchPattern('/page/:id', '/page/%E0%A4%A')).toBeNull();
  });
});

describe('the route table', () => {
  it('has a chunk for every area and only known areas', () => {
    expect(new Set(routes.map((route) => route.area))).toEqual(new Set(areas));
  });

  it('routes every pattern of the shared route table once, and no other', () => {
    expect(routes.map((route) => route.path).sort()).toEqual(allPatterns().sort());
  });

  it('resolves every route of every area to its area', () => {
    const rows: [string, string][] = [
      ['/home', 'root'],
      ['/ti', 'root'],
      ['/feedback', 'root'],
      ['/page/3', 'root'],
      ['/about', 'root'],
      ['/setting', 'root'],
      ['/jump/9', 'root'],
      ['/wip', 'root'],
      ['/404', 'root'],
      ['/classified/index', 'classified'],
      ['/classified/update/4', 'classified'],
      ['/event/enroll/2', 'event'],
      ['/lab/compass', 'lab'],
      ['/lab/vuevr', 'lab'],
      ['/member/center', 'member'],
      ['/member/order/detail/2026030100001', 'member'],
      ['/member/voucher/3', 'member'],
      ['/oauth/index/WechatNew', 'oauth'],
      ['/oauth/douyinapplet', 'oauth'],
      ['/poll/stat/1', 'poll'],
      ['/pricelist/approve/1', 'pricelist'],
      ['/shop/feedback/1', 'shop'],
      ['/shoppingcart/checkout', 'shoppingcart'],
      ['/tour/attraction/5', 'tour'],
      ['/user/resetpassword/token/1', 'user'],
      ['/pay/cashier/2026030100001', 'pay'],
      ['/admin/', 'admin'],
      ['/admin', 'admin'],
    ];
    for (const [path, area] of rows) expect(resolveRoute(path)?.route.area, path).toBe(area);
  });

  it('marks the sign-in-only routes as needing auth and leaves the open ones alone', () => {
    const auth = [
      '/member/center',
      '/member/address',
      '/member/voucher',
      '/member/voucher/3',
      '/member/order/list',
      '/shoppingcart/cart',
      '/shoppingcart/checkout',
      '/classified/post',
      '/classified/update/1',
      '/classified/mine',
      '/classified/fav',
      '/event/enroll/1',
      '/event/add',
      '/shop/feedback/1',
      '/user/profile',
      '/lab/signin',
    ];
    const open = [
      '/home',
      '/member/level',
      '/member/card',
      '/shoppingcart/index',
      '/classified/index',
      '/poll/index',
      '/tour/index',
      '/oauth/wechat',
      '/user/register',
      '/lab/compass',
    ];
    for (const path of auth) expect(needsAuth(path), path).toBe(true);
    for (const path of open) expect(needsAuth(path), path).toBe(false);
    expect(needsAuth('/member/center?tab=1')).toBe(true);
  });

  it('keeps the cart and the member screens alive', () => {
    expect(resolveRoute('/shoppingcart/cart')?.route.keepAlive).toBe(true);
    expect(resolveRoute('/member/account')?.route.keepAlive).toBe(true);
    expect(resolveRoute('/member/level')?.route.keepAlive).toBe(true);
    expect(resolveRoute('/shoppingcart/index')?.route.keepAlive).toBeFalsy();
  });

  it('titles every route but home, which shows the product name', () => {
    for (const route of routes) {
      if (route.path === '/home') expect(route.title).toBeUndefined();
      else expect(route.title, route.path).toBe(`routes.${route.area}.${route.screen}`);
    }
  });
});

describe('decideNavigation (the auth-route guard)', () => {
  it('sends empty and unknown paths home', () => {
    expect(decideNavigation('/', false)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideNavigation('', true)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideNavigation('/no/such/page', false)).toEqual({ kind: 'redirect', to: '/home' });
    expect(decideNavigation('/shoppingcart/nowhere', true)).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });

  it('asks a logged-out visitor to log in for an auth route, remembering the target', () => {
    expect(decideNavigation('/member/center', false)).toEqual({
      kind: 'login',
      target: '/member/center',
    });
    expect(decideNavigation('/shoppingcart/cart', false, 'from=item')).toEqual({
      kind: 'login',
      target: '/shoppingcart/cart?from=item',
    });
    expect(decideNavigation('/classified/update/4', false, '?draft=1')).toEqual({
      kind: 'login',
      target: '/classified/update/4?draft=1',
    });
  });

  it('renders an auth route for a logged-in user and open routes for anyone', () => {
    const member = decideNavigation('/member/center', true);
    expect(member.kind).toBe('render');
    if (member.kind === 'render') expect(member.match.route.screen).toBe('center');

    const level = decideNavigation('/member/level', false);
    expect(level.kind).toBe('render');

    const reset = decideNavigation('/user/resetpassword/abc/7', false);
    expect(reset).toMatchObject({
      kind: 'render',
      match: { route: { screen: 'resetpassword' }, params: { token: 'abc', id: '7' } },
    });
  });
});

describe('parameters of the wrong shape', () => {
  it.each([
    '/shoppingcart/item/abc',
    '/shoppingcart/item/1.5',
    '/shoppingcart/item/0',
    '/shoppingcart/item/2147483648',
    '/shoppingcart/category/fruit',
    '/shoppingcart/tag/a b',
    '/tour/city/-1',
    '/classified/ad/1e3',
    '/classified/update/x',
    '/member/order/detail/short',
    '/pay/cashier/%3Cscript%3E',
    '/pricelist/detail/%20',
    '/page/abc',
  ])('%s renders the not-found screen', (path) => {
    expect(resolveRoute(path)?.route.screen).toBe('notFound');
    expect(decideNavigation(path, false)).toMatchObject({
      kind: 'render',
      match: { route: { screen: 'notFound' }, params: {} },
    });
  });

  it.each([
    ['/shoppingcart/item/2147483647', 'item'],
    ['/shoppingcart/category/FRUIT', 'category'],
    ['/shoppingcart/tag/%E7%83%AD%E9%94%80', 'tag'],
    ['/member/order/detail/A1B2C3D4E5', 'orderDetail'],
    ['/pay/cashier/20261128000001', 'cashier'],
    ['/tour/attraction/12', 'attraction'],
  ])('%s keeps its own screen', (path, screen) => {
    expect(resolveRoute(path)?.route.screen).toBe(screen);
  });
});

describe('slide transition', () => {
  it('measures depth by path segments', () => {
    expect(pathDepth('/home')).toBe(1);
    expect(pathDepth('/member/order/list/x?y=1')).toBe(4);
  });

  it('slides left going deeper or across, right going back up', () => {
    expect(slideDirection('/home', '/member/center')).toBe('left');
    expect(slideDirection('/member/center', '/member/order/detail/1')).toBe('left');
    expect(slideDirection('/member/center', '/member/account')).toBe('left');
    expect(slideDirection('/member/order/detail/1', '/member/center')).toBe('right');
    expect(slideDirection('/tour/city/1', '/home')).toBe('right');
  });

  it('does not slide on the first page or the same page', () => {
    expect(slideDirection(undefined, '/home')).toBe('none');
    expect(slideDirection('/home', '/home')).toBe('none');
  });
});
