// The app's routes, in one table: each route's path pattern, which the router matches, and
// the href builder made from that pattern. Code links to a route through `paths` (a lint rule
// refuses route paths written by hand anywhere else in the app's code).

/**
 * Every route's pattern, by area (the root area's routes at the top): `:name` is one
 * segment, `:name?` an optional last one.
 */
export const routePatterns = {
  home: '/home',
  ti: '/ti',
  feedback: '/feedback',
  page: '/page/:id',
  about: '/about',
  setting: '/setting',
  jump: '/jump/:id',
  wip: '/wip',
  notFound: '/404',
  classified: {
    index: '/classified/index',
    category: '/classified/category/:id',
    ad: '/classified/ad/:id',
    mine: '/classified/mine',
    fav: '/classified/fav',
    post: '/classified/post',
    update: '/classified/update/:id',
  },
  event: {
    index: '/event/index',
    enroll: '/event/enroll/:id',
    add: '/event/add',
  },
  lab: {
    index: '/lab/index',
    signin: '/lab/signin',
    chat: '/lab/chat',
    vuevr: '/lab/vuevr',
    page: '/lab/:name',
  },
  member: {
    center: '/member/center',
    account: '/member/account',
    accountlog: '/member/accountlog',
    paycode: '/member/paycode',
    credit: '/member/credit',
    topup: '/member/topup',
    favorite: '/member/favorite',
    profile: '/member/profile',
    modifypassword: '/member/modifypassword',
    level: '/member/level',
    card: '/member/card',
    address: '/member/address',
    vouchers: '/member/voucher',
    voucher: '/member/voucher/:id',
    orderList: '/member/order/list/:type?',
    orderDetail: '/member/order/detail/:orderNo',
  },
  oauth: {
    index: '/oauth/index/:type',
    wechat: '/oauth/wechat',
    wechatweb: '/oauth/wechatweb',
    wechatapp: '/oauth/wechatapp',
    wechatmobileapp: '/oauth/wechatmobileapp',
    appleapp: '/oauth/appleapp',
    appleweb: '/oauth/appleweb',
    github: '/oauth/github',
    douyinapplet: '/oauth/douyinapplet',
  },
  poll: {
    index: '/poll/index',
    detail: '/poll/detail/:id',
    stat: '/poll/stat/:id',
    enroll: '/poll/enroll',
  },
  pricelist: {
    index: '/pricelist/index',
    detail: '/pricelist/detail/:id',
    approve: '/pricelist/approve/:id',
  },
  registration: {
    mine: '/registration/mine',
    home: '/registration',
  },
  shop: {
    current: '/shop/current',
    entry: '/shop/entry/:id',
    choose: '/shop/choose',
    index: '/shop/index',
    feedback: '/shop/feedback/:id',
  },
  shoppingcart: {
    index: '/shoppingcart/index',
    search: '/shoppingcart/search',
    category: '/shoppingcart/category/:id',
    catalog: '/shoppingcart/catalog/:id',
    tag: '/shoppingcart/tag/:id',
    cart: '/shoppingcart/cart',
    checkout: '/shoppingcart/checkout',
    item: '/shoppingcart/item/:id',
  },
  tour: {
    index: '/tour/index',
    city: '/tour/city/:id',
    site: '/tour/site/:id',
    route: '/tour/route/:id',
    place: '/tour/place/:id',
    attraction: '/tour/attraction/:id',
    map: '/tour/map',
    ar: '/tour/ar',
    vr: '/tour/vr/:scene?',
  },
  user: {
    profile: '/user/profile',
    register: '/user/register',
    forgotpassword: '/user/forgotpassword',
    resetpassword: '/user/resetpassword/:token/:id',
  },
  pay: {
    cashier: '/pay/cashier/:order_sn',
  },
  admin: {
    index: '/admin',
  },
} as const;

/** A value for a pattern's parameter (encoded into its segment). */
export type PathValue = string | number;

/** The parameters a pattern takes, in order: one per `:name`, optional for `:name?`. */
type ParamsOf<Pattern extends string> = Pattern extends `${infer Head}/${infer Tail}`
  ? [...SegmentParam<Head>, ...ParamsOf<Tail>]
  : SegmentParam<Pattern>;
type SegmentParam<Segment extends string> = Segment extends `:${string}?`
  ? [PathValue?]
  : Segment extends `:${string}`
    ? [PathValue]
    : [];

/** A route's href: the path itself without parameters, else a builder of it. */
type Href<Pattern extends string> =
  ParamsOf<Pattern> extends [] ? Pattern : (...params: ParamsOf<Pattern>) => string;
type Hrefs<Table> = {
  readonly [Key in keyof Table]: Table[Key] extends string ? Href<Table[Key]> : Hrefs<Table[Key]>;
};

/** The path of `pattern` with `params` in its parameters' places (each one encoded). */
export function fillPattern(pattern: string, params: readonly (PathValue | undefined)[]): string {
  let next = 0;
  const filled: string[] = [];
  for (const segment of pattern.split('/')) {
    if (!segment.startsWith(':')) {
      filled.push(segment);
      continue;
    }
    const value = params[next];
    next += 1;
    if (value !== undefined) filled.push(encodeURIComponent(String(value)));
  }
  return filled.join('/');
}

type Table = { readonly [key: string]: string | Table };

function hrefs(table: Table): unknown {
  return Object.fromEntries(
    Object.entries(table).map(([key, entry]) => {
      if (typeof entry !== 'string') return [key, hrefs(entry)];
      if (!entry.includes('/:')) return [key, entry];
      return [key, (...params: (PathValue | undefined)[]) => fillPattern(entry, params)];
    }),
  );
}

/**
 * Every route's href, by area as in `routePatterns`: `paths.about`,
 * `paths.shoppingcart.item(id)`, `paths.member.orderList()`.
 */
export const paths = hrefs(routePatterns) as Hrefs<typeof routePatterns>;

type Patterns = typeof routePatterns;
/** The areas of the table (the keys of its nested groups). */
export type AreaOfTable = {
  [Key in keyof Patterns]: Patterns[Key] extends string ? never : Key;
}[keyof Patterns];

/** Whether `path` is below an area's first segment (`/member/...` for `member`). */
export function isInArea(path: string, area: AreaOfTable): boolean {
  return path.startsWith(`/${area}/`);
}

/** `path` with `query` (entries left undefined are left out), each value encoded. */
export function withQuery(path: string, query: Record<string, PathValue | undefined>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
}

/** A route pattern as a regular expression source matching its paths (with or without a trailing slash). */
export function patternSource(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    });
  return `^${segments.join('')}/?$`;
}

/** Every pattern of the table. */
export function allPatterns(table: Table = routePatterns): string[] {
  return Object.values(table).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : allPatterns(entry),
  );
}
