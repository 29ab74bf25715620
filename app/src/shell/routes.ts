import type { Chunk, ChunkModule } from './chunks';
import { paths, routePatterns as p } from '../lib/paths';
import type { Area, RouteParams } from './routeAreas';
import type { ScreenNames } from './screen';

export interface RouteDef {
  /** Pattern: `:name` is one segment, `:name?` an optional one. */
  path: string;
  area: Area;
  /** The chunk holding the screen: its area's, or one of its own (`home`, `item`). */
  chunk: Chunk;
  /** The screen's name in its chunk (a name the chunk exports, checked by the type checker). */
  screen: string;
  /** Needs a signed-in user; the login dialog opens otherwise. */
  auth?: boolean;
  /** Translation key of the page title; the product name when absent. */
  title?: string;
  /** Stays mounted, hidden, when the user leaves, and shows as it was on return. */
  keepAlive?: boolean;
  /** Stays the same screen (neither remounted nor slid in) when only its parameters change. */
  sameScreen?: boolean;
  /** The shape each named parameter must have; a path whose parameter has another is not found. */
  params?: Readonly<Record<string, ParamShape>>;
}

/**
 * The shapes of path parameters, as the contract writes the values they carry: a numeric
 * id (1 to 2^31-1), a catalogue category id, an item tag, an order number.
 */
const paramShapes = {
  id: (value: string) => /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2147483647,
  categoryId: (value: string) => /^[A-Z][A-Z0-9_]{0,31}$/.test(value),
  itemTag: (value: string) => /^[\p{L}\p{N}][\p{L}\p{N}_·-]{0,31}$/u.test(value),
  orderSn: (value: string) => /^[0-9A-Za-z]{8,32}$/.test(value),
} satisfies Record<string, (value: string) => boolean>;
export type ParamShape = keyof typeof paramShapes;

type Flags = Pick<RouteDef, 'auth' | 'keepAlive' | 'sameScreen' | 'params'>;
type Entry<Name extends string> = [path: string, screen: Name, flags?: Flags];

/** Routes of an area whose screens are in `chunk`: each screen name must be one it exports. */
function area<C extends Chunk>(
  name: Area,
  chunk: C,
  entries: Entry<ScreenNames<ChunkModule<C>>>[],
): RouteDef[] {
  return entries.map(([path, screen, flags]) => ({
    path,
    area: name,
    chunk,
    screen,
    title: `routes.${name}.${screen}`,
    ...flags,
  }));
}

const auth = { auth: true };
const member = { auth: true, keepAlive: true };
const byId = { params: { id: 'id' } } as const;
const authById = { ...auth, ...byId };

/** Every route of the app, more specific patterns first within an area. */
export const routes: RouteDef[] = [
  // Home has no title of its own: the product name.
  ...area('root', 'home', [[p.home, 'home']]).map(({ title: _title, ...route }) => route),
  ...area('root', 'root', [
    [p.ti, 'ti'],
    [p.feedback, 'feedback'],
    [p.page, 'page', byId],
    [p.about, 'about'],
    [p.setting, 'setting'],
    [p.jump, 'jump', byId],
    [p.wip, 'wip'],
    [p.notFound, 'notFound'],
  ]),
  ...area('classified', 'classified', [
    [p.classified.index, 'index'],
    [p.classified.category, 'category', byId],
    [p.classified.ad, 'ad', byId],
    [p.classified.mine, 'mine', auth],
    [p.classified.fav, 'fav', auth],
  ]),
  // The forms (pictures uploaded with progress) are a chunk of their own: the lists do not
  // load their code.
  ...area('classified', 'classifiedForm', [
    [p.classified.post, 'post', auth],
    [p.classified.update, 'update', authById],
  ]),
  // The list is a chunk of its own; its forms (enrolling, adding) load their code when opened.
  ...area('event', 'event', [[p.event.index, 'index']]),
  ...area('event', 'eventForm', [
    [p.event.enroll, 'enroll', authById],
    [p.event.add, 'add', auth],
  ]),
  ...area('lab', 'lab', [
    [p.lab.index, 'index'],
    [p.lab.signin, 'signin', auth],
    [p.lab.chat, 'chat', auth],
    [p.lab.vuevr, 'vuevr'],
    [p.lab.page, 'page'],
  ]),
  ...area('member', 'member', [
    [p.member.center, 'center', member],
    [p.member.account, 'account', member],
    [p.member.accountlog, 'accountlog', member],
    [p.member.paycode, 'paycode', member],
    [p.member.credit, 'credit', member],
    [p.member.topup, 'topup', member],
    [p.member.favorite, 'favorite', member],
    [p.member.profile, 'profile', member],
    [p.member.modifypassword, 'modifypassword', member],
    [p.member.level, 'level', { keepAlive: true }],
    [p.member.card, 'card', { keepAlive: true }],
    [p.member.address, 'address', member],
    [p.member.vouchers, 'vouchers', member],
    [p.member.voucher, 'voucher', { ...member, ...byId }],
    [p.member.orderList, 'orderList', member],
    [p.member.orderDetail, 'orderDetail', { ...member, params: { orderNo: 'orderSn' } }],
  ]),
  ...area('oauth', 'oauth', [
    [p.oauth.index, 'index'],
    [p.oauth.wechat, 'wechat'],
    [p.oauth.wechatweb, 'wechatweb'],
    [p.oauth.wechatapp, 'wechatapp'],
    [p.oauth.wechatmobileapp, 'wechatmobileapp'],
    [p.oauth.appleapp, 'appleapp'],
    [p.oauth.appleweb, 'appleweb'],
    [p.oauth.github, 'github'],
    [p.oauth.douyinapplet, 'douyinapplet'],
  ]),
  ...area('poll', 'poll', [
    [p.poll.index, 'index'],
    [p.poll.detail, 'detail', byId],
    [p.poll.stat, 'stat', byId],
    [p.poll.enroll, 'enroll'],
  ]),
  ...area('pricelist', 'pricelist', [
    [p.pricelist.index, 'index'],
    [p.pricelist.detail, 'detail', byId],
    [p.pricelist.approve, 'approve', byId],
  ]),
  ...area('registration', 'registration', [
    [p.registration.mine, 'mine', auth],
    [p.registration.home, 'home', auth],
  ]),
  ...area('shop', 'shop', [
    [p.shop.current, 'current'],
    [p.shop.entry, 'entry', byId],
    [p.shop.choose, 'choose'],
    [p.shop.index, 'index'],
    [p.shop.feedback, 'feedback', authById],
  ]),
  ...area('shoppingcart', 'shoppingcart', [
    [p.shoppingcart.index, 'index'],
    [p.shoppingcart.search, 'search'],
    [p.shoppingcart.category, 'category', { params: { id: 'categoryId' } }],
    [p.shoppingcart.catalog, 'catalog', { params: { id: 'categoryId' } }],
    [p.shoppingcart.tag, 'tag', { params: { id: 'itemTag' } }],
    [p.shoppingcart.cart, 'cart', { auth: true, keepAlive: true }],
    [p.shoppingcart.checkout, 'checkout', auth],
  ]),
  ...area('shoppingcart', 'item', [[p.shoppingcart.item, 'item', byId]]),
  ...area('tour', 'tour', [
    [p.tour.index, 'index'],
    [p.tour.city, 'city', byId],
    [p.tour.site, 'site', byId],
    [p.tour.route, 'route', byId],
    [p.tour.place, 'place', byId],
    [p.tour.attraction, 'attraction', byId],
  ]),
  // The map, the AR view and the panorama viewer carry heavy libraries (maplibre-gl, the AR
  // renderer, photo-sphere-viewer): each is a chunk of its own, loaded only on its route.
  ...area('tour', 'tourMap', [[p.tour.map, 'map']]),
  ...area('tour', 'tourAr', [[p.tour.ar, 'ar']]),
  // The viewer moves between scenes itself and keeps the path in step.
  ...area('tour', 'panorama', [[p.tour.vr, 'vr', { sameScreen: true }]]),
  ...area('user', 'user', [
    [p.user.profile, 'profile', auth],
    [p.user.register, 'register'],
    [p.user.forgotpassword, 'forgotpassword'],
    [p.user.resetpassword, 'resetpassword'],
  ]),
  ...area('pay', 'pay', [[p.pay.cashier, 'cashier', { params: { order_sn: 'orderSn' } }]]),
  // Admins only; the server refuses its calls to everyone else.
  ...area('admin', 'admin', [[p.admin.index, 'index', auth]]),
];

/** The screen of a path that names nothing (or a parameter of the wrong shape). */
const notFoundRoute: RouteDef = routes.find((route) => route.path === p.notFound)!;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The parameters of `path` if it matches `pattern`, else null. */
export function matchPattern(pattern: string, path: string): RouteParams | null {
  const wanted = segments(pattern);
  const given = segments(path);
  const params: RouteParams = {};
  let index = 0;
  for (const part of wanted) {
    const value = given[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined) {
        if (!optional) return null;
        params[name] = undefined;
        continue;
      }
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (value !== part) {
      return null;
    }
    index += 1;
  }
  return index === given.length ? params : null;
}

export interface RouteMatch {
  route: RouteDef;
  params: RouteParams;
}

function hasItsShapes(route: RouteDef, params: RouteParams): boolean {
  return Object.entries(route.params ?? {}).every(([name, shape]) => {
    const value = params[name];
    return value === undefined || paramShapes[shape](value);
  });
}

/**
 * The route that renders `path`, if any. A path whose parameter does not have its route's
 * shape (a malformed id) renders the not-found screen, as an id that names nothing does.
 */
export function resolveRoute(path: string): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (!params) continue;
    return hasItsShapes(route, params) ? { route, params } : { route: notFoundRoute, params: {} };
  }
  return undefined;
}

export type NavigationDecision =
  | { kind: 'render'; match: RouteMatch }
  | { kind: 'redirect'; to: string }
  | { kind: 'login'; target: string };

/**
 * What going to `path` does: empty and unknown paths go home, an auth route while
 * logged out asks for login (remembering `path` plus its query as the target).
 */
export function decideNavigation(path: string, loggedIn: boolean, search = ''): NavigationDecision {
  const match = resolveRoute(path);
  if (!match) return { kind: 'redirect', to: paths.home };
  if (match.route.auth && !loggedIn) {
    const query = search && !search.startsWith('?') ? `?${search}` : search;
    return { kind: 'login', target: path + query };
  }
  return { kind: 'render', match };
}

export function needsAuth(path: string): boolean {
  return resolveRoute(path.split(/[?#]/)[0] ?? '')?.route.auth === true;
}

export function pathDepth(path: string): number {
  return segments(path.split(/[?#]/)[0] ?? '').length;
}

export type SlideDirection = 'left' | 'right' | 'none';

/** Deeper or equally deep pages slide in to the left; shallower ones to the right. */
export function slideDirection(from: string | undefined, to: string): SlideDirection {
  if (from === undefined || from === to) return 'none';
  return pathDepth(to) < pathDepth(from) ? 'right' : 'left';
}
