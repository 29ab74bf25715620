import type { Chunk, ChunkModule } from './chunks';
import { HOME, type Area, type RouteParams } from './paths';
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
}

type Flags = { auth?: boolean; keepAlive?: boolean; sameScreen?: boolean };
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

/** Every route of the app, more specific patterns first within an area. */
export const routes: RouteDef[] = [
  // Home has no title of its own: the product name.
  ...area('root', 'home', [[HOME, 'home']]).map(({ title: _title, ...route }) => route),
  ...area('root', 'root', [
    ['/ti', 'ti'],
    ['/feedback', 'feedback'],
    ['/page/:id', 'page'],
    ['/about', 'about'],
    ['/setting', 'setting'],
    ['/jump/:id', 'jump'],
    ['/wip', 'wip'],
    ['/404', 'notFound'],
  ]),
  ...area('classified', 'classified', [
    ['/classified/index', 'index'],
    ['/classified/category/:id', 'category'],
    ['/classified/ad/:id', 'ad'],
    ['/classified/mine', 'mine', auth],
    ['/classified/fav', 'fav', auth],
  ]),
  // The forms (pictures uploaded with progress) are a chunk of their own: the lists do not
  // load their code.
  ...area('classified', 'classifiedForm', [
    ['/classified/post', 'post', auth],
    ['/classified/update/:id', 'update', auth],
  ]),
  // The list is a chunk of its own; its forms (enrolling, adding) load their code when opened.
  ...area('event', 'event', [['/event/index', 'index']]),
  ...area('event', 'eventForm', [
    ['/event/enroll/:id', 'enroll', auth],
    ['/event/add', 'add', auth],
  ]),
  ...area('lab', 'lab', [
    ['/lab/index', 'index'],
    ['/lab/signin', 'signin', auth],
    ['/lab/chat', 'chat', auth],
    ['/lab/vuevr', 'vuevr'],
    ['/lab/:name', 'page'],
  ]),
  ...area('member', 'member', [
    ['/member/center', 'center', member],
    ['/member/account', 'account', member],
    ['/member/accountlog', 'accountlog', member],
    ['/member/paycode', 'paycode', member],
    ['/member/credit', 'credit', member],
    ['/member/topup', 'topup', member],
    ['/member/favorite', 'favorite', member],
    ['/member/profile', 'profile', member],
    ['/member/modifypassword', 'modifypassword', member],
    ['/member/level', 'level', { keepAlive: true }],
    ['/member/card', 'card', { keepAlive: true }],
    ['/member/address', 'address', member],
    ['/member/order/list/:type?', 'orderList', member],
    ['/member/order/detail/:orderNo', 'orderDetail', member],
  ]),
  ...area('oauth', 'oauth', [
    ['/oauth/index/:type', 'index'],
    ['/oauth/wechat', 'wechat'],
    ['/oauth/wechatweb', 'wechatweb'],
    ['/oauth/wechatapp', 'wechatapp'],
    ['/oauth/wechatmobileapp', 'wechatmobileapp'],
    ['/oauth/appleapp', 'appleapp'],
    ['/oauth/appleweb', 'appleweb'],
    ['/oauth/github', 'github'],
    ['/oauth/douyinapplet', 'douyinapplet'],
  ]),
  ...area('poll', 'poll', [
    ['/poll/index', 'index'],
    ['/poll/detail/:id', 'detail'],
    ['/poll/stat/:id', 'stat'],
    ['/poll/enroll', 'enroll'],
  ]),
  ...area('pricelist', 'pricelist', [
    ['/pricelist/index', 'index'],
    ['/pricelist/detail/:id', 'detail'],
    ['/pricelist/approve/:id', 'approve'],
  ]),
  ...area('registration', 'registration', [
    ['/registration/mine', 'mine', auth],
    ['/registration', 'home', auth],
  ]),
  ...area('shop', 'shop', [
    ['/shop/current', 'current'],
    ['/shop/entry/:id', 'entry'],
    ['/shop/choose', 'choose'],
    ['/shop/index', 'index'],
    ['/shop/feedback/:id', 'feedback', auth],
  ]),
  ...area('shoppingcart', 'shoppingcart', [
    ['/shoppingcart/index', 'index'],
    ['/shoppingcart/search', 'search'],
    ['/shoppingcart/category/:id', 'category'],
    ['/shoppingcart/catalog/:id', 'catalog'],
    ['/shoppingcart/tag/:id', 'tag'],
    ['/shoppingcart/cart', 'cart', { auth: true, keepAlive: true }],
    ['/shoppingcart/checkout', 'checkout', auth],
  ]),
  ...area('shoppingcart', 'item', [['/shoppingcart/item/:id', 'item']]),
  ...area('tour', 'tour', [
    ['/tour/index', 'index'],
    ['/tour/city/:id', 'city'],
    ['/tour/site/:id', 'site'],
    ['/tour/route/:id', 'route'],
    ['/tour/place/:id', 'place'],
    ['/tour/attraction/:id', 'attraction'],
  ]),
  // The map, the AR view and the panorama viewer carry heavy libraries (maplibre-gl, the AR
  // renderer, photo-sphere-viewer): each is a chunk of its own, loaded only on its route.
  ...area('tour', 'tourMap', [['/tour/map', 'map']]),
  ...area('tour', 'tourAr', [['/tour/ar', 'ar']]),
  // The viewer moves between scenes itself and keeps the path in step.
  ...area('tour', 'panorama', [['/tour/vr/:scene?', 'vr', { sameScreen: true }]]),
  ...area('user', 'user', [
    ['/user/profile', 'profile', auth],
    ['/user/register', 'register'],
    ['/user/forgotpassword', 'forgotpassword'],
    ['/user/resetpassword/:token/:id', 'resetpassword'],
  ]),
  ...area('pay', 'pay', [['/pay/cashier/:order_sn', 'cashier']]),
  // Admins only; the server refuses its calls to everyone else.
  ...area('admin', 'admin', [['/admin', 'index', auth]]),
];

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

/** The route that renders `path`, if any. */
export function resolveRoute(path: string): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPattern(route.path, path);
    if (params) return { route, params };
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
  if (!match) return { kind: 'redirect', to: HOME };
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
