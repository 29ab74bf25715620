/**
 * The seeded scenic area: a grassland park around a lake with a desert
 * corner, laid out in local metres east (x) and north (y) of the boundary's south-west
 * corner (the box is about 4,010 m by 2,330 m). Everything here is deterministic: the
 * attractions, the walking-path network that directions run on, and the map geometry the
 * tiles are drawn from.
 */
import { hash01 } from '../../lib/hash.js';
import { BOUNDARY, distanceMetres, fromLocal, round6, toLocal, type LatLng } from './geo.js';

export const ATTRACTION_TYPES = [
  'play',
  'hotel',
  'canteen',
  'store',
  'facility',
  'show',
  'toilet',
  'gallery',
  'misc',
] as const;
export type AttractionType = (typeof ATTRACTION_TYPES)[number];
export const ATTRACTION_TAGS = ['ticketA', 'ticketB', 'ticketC', 'ticketD'] as const;
export type AttractionTag = (typeof ATTRACTION_TAGS)[number];

/**
 * Ticket packages by type: the gate ticket (A) covers the free sights, B adds the shows,
 * C adds the rides and activities, D is the all-in-one pass. Services carry no tag.
 */
export function tagsForType(type: AttractionType): AttractionTag[] {
  switch (type) {
    case 'play':
      return ['ticketC', 'ticketD'];
    case 'show':
      return ['ticketB', 'ticketD'];
    case 'gallery':
    case 'misc':
      return ['ticketA', 'ticketB', 'ticketC', 'ticketD'];
    default:
      return [];
  }
}

export const attractionIcon = (type: string) => `/static/tour/icons/${type}.svg`;
export const attractionTypeImage = (type: string) => `/static/tour/types/${type}.svg`;

export interface SeedAttraction {
  id: number;
  name: string;
  type: AttractionType;
  point: LatLng;
  description: string;
}

type Spot = [name: string, type: AttractionType, x: number, y: number, description: string];

/** The 45 attractions; the first three keep the exact points of the contract's examples. */
const spots: (Spot | [string, AttractionType, LatLng, string])[] = [
  [
    '草原骑马',
    'play',
    { lat: 39.815102, lng: 108.622537 },
    '专业马师陪同，约30分钟，沿草原环线慢行。',
  ],
  [
    '马背实景演出',
    'show',
    { lat: 39.818834, lng: 108.631905 },
    '百匹骏马的大型实景演出，每天10:30和15:30各一场。',
  ],
  [
    '祭祀敖包',
    'misc',
    { lat: 39.814396, lng: 108.628184 },
    '草原上祈福的石堆，顺时针绕行三圈并添一块石头。',
  ],
  ['蒙古包度假村', 'hotel', 600, 900, '传统蒙古包客房，含早餐和篝火晚会。'],
  ['星空营地', 'hotel', 450, 1150, '透明穹顶帐篷，躺在床上看银河。'],
  ['草原射箭', 'play', 1350, 1150, '传统牛角弓，教练现场指导。'],
  ['骆驼骑行', 'play', 3600, 800, '骑骆驼穿越沙丘，约40分钟。'],
  ['滑沙场', 'play', 3800, 550, '百米沙坡，坐滑板一冲而下。'],
  ['沙漠越野车', 'play', 3350, 500, '四驱越野车冲沙，需年满18岁驾驶。'],
  ['湖上皮划艇', 'play', 3350, 1450, '天鹅湖上划皮划艇，提供救生衣。'],
  ['热气球体验', 'play', 1200, 1600, '系留热气球升空50米，俯瞰草原，视天气开放。'],
  ['摔跤表演场', 'show', 2300, 1150, '搏克（蒙古式摔跤）表演，每天11:00和16:00。'],
  ['篝火晚会', 'show', 1900, 1450, '每晚19:30开始，歌舞、祝酒和烤全羊。'],
  ['民族歌舞剧场', 'show', 2550, 1050, '室内剧场，演出蒙古族歌舞和长调。'],
  ['马头琴演奏厅', 'show', 2000, 1100, '马头琴与呼麦演奏，每小时一场。'],
  ['草原民俗馆', 'gallery', 2350, 850, '游牧生活用品、服饰和马具展览。'],
  ['蒙古族服饰展', 'gallery', 2520, 1380, '历代蒙古族服饰，可试穿拍照。'],
  ['恐龙化石展', 'gallery', 2900, 950, '鄂尔多斯出土的恐龙化石和足迹。'],
  ['成吉思汗文化长廊', 'gallery', 1700, 1150, '百米石刻长廊，讲述成吉思汗的一生。'],
  ['手把肉餐厅', 'canteen', 2050, 800, '手把肉、羊肉烧麦和奶茶。'],
  ['奶茶馆', 'canteen', 1500, 900, '咸奶茶、炒米、奶豆腐和奶皮子。'],
  ['湖畔烧烤', 'canteen', 3000, 2180, '湖边露天烧烤，傍晚营业。'],
  ['沙漠驿站快餐', 'canteen', 3600, 1050, '简餐、饮料和冰淇淋。'],
  ['游客中心', 'facility', 2230, 700, '售票、咨询、行李寄存和轮椅租借。'],
  ['停车场', 'facility', 2170, 480, '小客车和大巴停车场，约600个车位。'],
  ['医务室', 'facility', 2000, 650, '常用药品和急救服务。'],
  ['行李寄存', 'facility', 2300, 650, '免费寄存，闭园前取回。'],
  ['观光车站', 'facility', 1850, 800, '观光车每15分钟一班，环游全景区。'],
  ['卫生间（游客中心）', 'toilet', 2100, 680, '含无障碍卫生间和母婴室。'],
  ['卫生间（草原区）', 'toilet', 1100, 1000, ''],
  ['卫生间（湖区）', 'toilet', 2760, 1460, ''],
  ['卫生间（沙漠区）', 'toilet', 3500, 600, ''],
  ['卫生间（营地）', 'toilet', 700, 1200, ''],
  ['纪念品商店', 'store', 2250, 600, '地毯、银器、奶制品和文创。'],
  ['民族手工艺坊', 'store', 1650, 1250, '现场制作皮画和毡绣，可体验。'],
  ['户外用品店', 'store', 3720, 960, '防晒用品、头巾和沙漠鞋套。'],
  ['观景台', 'misc', 2740, 1580, '俯瞰整个景区的最佳位置。'],
  ['白鹭湿地', 'misc', 3150, 2150, '夏季可见白鹭和灰鹤。'],
  ['千年古榆', 'misc', 800, 1500, '树龄逾千年的古榆树。'],
  ['风车长廊', 'misc', 1550, 1750, '彩色风车组成的花海步道。'],
  ['芦苇迷宫', 'play', 2300, 1950, '芦苇丛中的迷宫，适合亲子。'],
  ['亲子牧场', 'play', 900, 1350, '喂小羊、挤牛奶，适合儿童。'],
  ['草原小火车', 'play', 1950, 950, '环草原小火车，约20分钟一圈。'],
  ['沙漠星空露营', 'hotel', 3650, 300, '沙丘间的露营地，提供帐篷和睡袋。'],
  ['湖景民宿', 'hotel', 3400, 2100, '面朝天鹅湖的民宿，仅12间客房。'],
];

export const SEED_ATTRACTIONS: SeedAttraction[] = spots.map((spot, index) => {
  const id = index + 1;
  if (spot.length === 4) {
    const [name, type, point, description] = spot;
    return { id, name, type, point, description };
  }
  const [name, type, x, y, description] = spot;
  return { id, name, type, point: fromLocal(x, y), description };
});

// ---------------------------------------------------------------------------------------
// Walking-path network

/** Junctions of the main paths, in local metres. */
const junctions: [number, number][] = [
  [2170, 600], // 0 gate
  [2200, 760], // 1 visitor-centre plaza
  [1900, 850],
  [1600, 950],
  [1250, 1050],
  [900, 1000], // 5
  [550, 850],
  [600, 1300],
  [1000, 1450],
  [1400, 1350],
  [1800, 1250], // 10
  [2150, 1200],
  [2450, 1300],
  [2700, 1500],
  [2650, 1900],
  [3100, 2100], // 15
  [3550, 1900],
  [3500, 1400],
  [3050, 1350],
  [2600, 900],
  [3000, 800], // 20
  [3450, 700],
  [3750, 900],
  [3700, 400],
  [2500, 600],
  [1800, 600], // 25
  [1300, 600],
  [2100, 1650],
  [1600, 1800],
  [2200, 2000],
];

const junctionEdges: [number, number][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [6, 7],
  [7, 8],
  [8, 9],
  [9, 10],
  [10, 11],
  [11, 1],
  [10, 3],
  [9, 4],
  [11, 12],
  [12, 13],
  [13, 14],
  [14, 15],
  [15, 16],
  [16, 17],
  [17, 18],
  [18, 13],
  [1, 24],
  [24, 19],
  [19, 12],
  [19, 20],
  [20, 21],
  [21, 22],
  [22, 17],
  [21, 23],
  [0, 25],
  [25, 26],
  [26, 6],
  [11, 27],
  [27, 28],
  [28, 8],
  [27, 29],
  [29, 14],
  [18, 20],
];

export interface PathNode {
  id: number;
  lat: number;
  lng: number;
}
export interface PathEdge {
  id: number;
  from: number;
  to: number;
  length: number;
}
export interface PathNetwork {
  nodes: PathNode[];
  edges: PathEdge[];
  /** The walkable lines as drawn on the map (one per path between junctions). */
  lines: { kind: 'path' | 'footway'; points: LatLng[] }[];
}

interface Point {
  x: number;
  y: number;
}

function projectOnSegment(p: Point, a: Point, b: Point) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared;
  const clamped = Math.max(0, Math.min(1, t));
  const q = { x: a.x + clamped * dx, y: a.y + clamped * dy };
  return { q, t: clamped, distance: Math.hypot(p.x - q.x, p.y - q.y) };
}

/**
 * Builds the network: the junction paths, a spur from the nearest path to every
 * attraction (so directions to an attraction end exactly at it), each path then cut into
 * pieces of at most 40 m that bend gently, as paths do.
 */
export function buildPathNetwork(attractions: readonly SeedAttraction[]): PathNetwork {
  const points: Point[] = junctions.map(([x, y]) => ({ x, y }));
  let segments: { a: number; b: number; kind: 'path' | 'footway' }[] = junctionEdges.map(
    ([a, b]) => ({ a, b, kind: 'path' as const }),
  );
  /** Point indexes of the attractions, with their exact coordinates. */
  const attractionPoints = new Map<number, LatLng>();

  for (const attraction of attractions) {
    const p = toLocal(attraction.point);
    let best: { index: number; q: Point; t: number; distance: number } | undefined;
    segments.forEach((segment, index) => {
      if (segment.kind !== 'path') return;
      const found = projectOnSegment(p, points[segment.a]!, points[segment.b]!);
      if (!best || found.distance < best.distance) best = { index, ...found };
    });
    if (!best) continue;
    const segment = segments[best.index]!;
    let joint: number;
    if (best.t < 0.02) joint = segment.a;
    else if (best.t > 0.98) joint = segment.b;
    else {
      joint = points.push(best.q) - 1;
      segments = [
        ...segments.slice(0, best.index),
        { a: segment.a, b: joint, kind: 'path' },
        { a: joint, b: segment.b, kind: 'path' },
        ...segments.slice(best.index + 1),
      ];
    }
    const target = points.push(p) - 1;
    attractionPoints.set(target, attraction.point);
    segments.push({ a: joint, b: target, kind: 'footway' });
  }

  const nodes: PathNode[] = [];
  const nodeOf = new Map<string, number>();
  const addNode = (point: LatLng): number => {
    const key = `${round6(point.lat)},${round6(point.lng)}`;
    const existing = nodeOf.get(key);
    if (existing !== undefined) return existing;
    const id = nodes.length + 1;
    nodes.push({ id, lat: round6(point.lat), lng: round6(point.lng) });
    nodeOf.set(key, id);
    return id;
  };

  const edges: PathEdge[] = [];
  const edgeKeys = new Set<string>();
  const lines: PathNetwork['lines'] = [];
  const toLatLng = (point: Point): LatLng => fromLocal(point.x, point.y);

  for (const segment of segments) {
    const a = points[segment.a]!;
    const b = points[segment.b]!;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < 0.5) continue;
    const pieces = Math.max(1, Math.ceil(length / 40));
    // Paths bend by up to 6% of their length (at most 25 m), footways stay straight.
    const bend =
      segment.kind === 'path'
        ? Math.min(25, 0.06 * length) * (hash01(a.x, a.y, b.x, b.y) < 0.5 ? -1 : 1)
        : 0;
    const nx = -(b.y - a.y) / length;
    const ny = (b.x - a.x) / length;
    const line: LatLng[] = [];
    for (let i = 0; i <= pieces; i += 1) {
      const t = i / pieces;
      const offset = bend * Math.sin(Math.PI * t);
      const local = {
        x: a.x + (b.x - a.x) * t + nx * offset,
        y: a.y + (b.y - a.y) * t + ny * offset,
      };
      // Keep the attraction's exact point at the end of its footway.
      const exact =
        i === pieces && attractionPoints.has(segment.b)
          ? attractionPoints.get(segment.b)
          : undefined;
      line.push(exact ?? toLatLng(local));
    }
    lines.push({ kind: segment.kind, points: line });
    for (let i = 1; i < line.length; i += 1) {
      const from = addNode(line[i - 1]!);
      const to = addNode(line[i]!);
      if (from === to) continue;
      const key = from < to ? `${from}-${to}` : `${to}-${from}`;
      if (edgeKeys.has(key)) continue;
      edgeKeys.add(key);
      const fromNode = nodes[from - 1]!;
      const toNode = nodes[to - 1]!;
      edges.push({
        id: edges.length + 1,
        from,
        to,
        length: Math.round(distanceMetres(fromNode, toNode) * 10) / 10,
      });
    }
  }
  return { nodes, edges, lines };
}

// ---------------------------------------------------------------------------------------
// Cities, sites, places and routes

export interface SeedPlace {
  id: number;
  siteId: number;
  name: string;
  description: string;
  point: LatLng;
}

const local = (x: number, y: number) => fromLocal(x, y);

export const SEED_CITIES = [
  { id: 1, name: '鄂尔多斯', description: '草原、沙漠与黄河交汇的城市。', seq: 1 },
  { id: 2, name: '呼和浩特', description: '内蒙古首府，召庙与博物馆之城。', seq: 2 },
];

export const OPEN_HOURS = '周一至周五 9:30-20:00，周六日 8:30-21:00';

export const SEED_SITES = [
  {
    id: 1,
    cityId: 1,
    name: '草原文化景区',
    description:
      '蒙古族民俗、演出和草原骑行。景区以天鹅湖为中心，西侧是草原活动区，东侧是沙漠体验区，游客中心位于南门。',
    point: { lat: 39.812556, lng: 108.628734 },
    address: '内蒙古自治区鄂尔多斯市杭锦旗',
    openHours: OPEN_HOURS,
  },
  {
    id: 2,
    cityId: 1,
    name: '成吉思汗陵',
    description: '成吉思汗的衣冠冢，每年农历三月二十一举行春季大祭。',
    point: { lat: 39.369501, lng: 109.778302 },
    address: '内蒙古自治区鄂尔多斯市伊金霍洛旗',
    openHours: '8:00-18:00',
  },
  {
    id: 3,
    cityId: 1,
    name: '鄂尔多斯博物馆',
    description: '康巴什新区的地标建筑，展示鄂尔多斯的古生物、历史与民俗。',
    point: { lat: 39.606617, lng: 109.787002 },
    address: '内蒙古自治区鄂尔多斯市康巴什区',
    openHours: '周二至周日 9:00-17:00',
  },
  {
    id: 4,
    cityId: 2,
    name: '大召寺',
    description: '呼和浩特最早的藏传佛教寺院，以银佛、龙雕和壁画闻名。',
    point: { lat: 40.806021, lng: 111.658011 },
    address: '内蒙古自治区呼和浩特市玉泉区',
    openHours: '8:00-18:00',
  },
  {
    id: 5,
    cityId: 2,
    name: '内蒙古博物院',
    description: '收藏恐龙化石、草原文物和民族文物的大型综合博物馆。',
    point: { lat: 40.842602, lng: 111.709603 },
    address: '内蒙古自治区呼和浩特市新城区',
    openHours: '周二至周日 9:00-17:00',
  },
];

export const SEED_PLACES: SeedPlace[] = [
  {
    id: 1,
    siteId: 1,
    name: '游客中心',
    description: '售票、咨询和行李寄存。',
    point: { lat: 39.8129, lng: 108.6291 },
  },
  {
    id: 2,
    siteId: 1,
    name: '观景台',
    description: '俯瞰整个景区的最佳位置。',
    point: { lat: 39.8201, lng: 108.6352 },
  },
  {
    id: 3,
    siteId: 1,
    name: '马术场',
    description: '草原骑马和马术表演的场地。',
    point: local(1600, 1000),
  },
  {
    id: 4,
    siteId: 1,
    name: '那达慕广场',
    description: '赛马、摔跤和射箭的表演广场。',
    point: local(2420, 1400),
  },
  {
    id: 5,
    siteId: 1,
    name: '天鹅湖',
    description: '景区中心的湖泊，春秋两季有天鹅停留。',
    point: local(3100, 1380),
  },
  {
    id: 6,
    siteId: 1,
    name: '沙漠体验区',
    description: '骆驼、滑沙和越野车。',
    point: local(3600, 700),
  },
  {
    id: 7,
    siteId: 1,
    name: '蒙古包营地',
    description: '住蒙古包，看草原星空。',
    point: local(600, 950),
  },
  {
    id: 8,
    siteId: 1,
    name: '民俗博物馆',
    description: '游牧生活用品和马具展览。',
    point: local(2350, 850),
  },
  {
    id: 9,
    siteId: 1,
    name: '芦苇湿地',
    description: '木栈道穿过芦苇荡，适合观鸟。',
    point: local(2300, 1990),
  },
  {
    id: 10,
    siteId: 1,
    name: '祭祀敖包',
    description: '草原上祈福的石堆。',
    point: { lat: 39.814396, lng: 108.628184 },
  },
  {
    id: 11,
    siteId: 2,
    name: '成吉思汗陵正殿',
    description: '三座蒙古包式大殿，供奉成吉思汗灵柩。',
    point: { lat: 39.369501, lng: 109.778302 },
  },
  {
    id: 12,
    siteId: 2,
    name: '铁木真广场',
    description: '陵园前的广场，矗立成吉思汗铜像。',
    point: { lat: 39.362203, lng: 109.778905 },
  },
  {
    id: 13,
    siteId: 3,
    name: '鄂尔多斯博物馆',
    description: '外形如天外来石的博物馆。',
    point: { lat: 39.606617, lng: 109.787002 },
  },
  {
    id: 14,
    siteId: 4,
    name: '大召寺大雄宝殿',
    description: '供奉银佛的主殿。',
    point: { lat: 40.806021, lng: 111.658011 },
  },
  {
    id: 15,
    siteId: 5,
    name: '内蒙古博物院',
    description: '馆藏恐龙化石与草原文物。',
    point: { lat: 40.842602, lng: 111.709603 },
  },
];

export const SEED_ROUTES = [
  {
    id: 1,
    cityId: 1,
    name: '半日经典游',
    description: '从游客中心出发，经马术场和那达慕广场，登观景台后返回。',
    walk: true,
    stops: [
      { placeId: 1, stayMinutes: 20 },
      { placeId: 3, stayMinutes: 40 },
      { placeId: 4, stayMinutes: 60 },
      { placeId: 2, stayMinutes: 40, note: '日落前一小时光线最好。' },
    ],
  },
  {
    id: 2,
    cityId: 1,
    name: '湖区与沙漠一日游',
    description: '环天鹅湖后去沙漠体验区，傍晚回到蒙古包营地看星空。',
    walk: true,
    stops: [
      { placeId: 1, stayMinutes: 15 },
      { placeId: 5, stayMinutes: 60, note: '湖边风大，带一件外套。' },
      { placeId: 2, stayMinutes: 30 },
      { placeId: 6, stayMinutes: 120 },
      { placeId: 7, stayMinutes: 90 },
    ],
  },
  {
    id: 3,
    cityId: 1,
    name: '鄂尔多斯人文之旅',
    description: '从博物馆了解鄂尔多斯，再去成吉思汗陵（需驾车）。',
    walk: false,
    stops: [
      { placeId: 13, stayMinutes: 120 },
      { placeId: 11, stayMinutes: 90 },
      { placeId: 12, stayMinutes: 30 },
    ],
  },
  {
    id: 4,
    cityId: 2,
    name: '青城一日游',
    description: '上午大召寺，下午内蒙古博物院。',
    walk: false,
    stops: [
      { placeId: 14, stayMinutes: 90 },
      { placeId: 15, stayMinutes: 180, note: '周一闭馆。' },
    ],
  },
];

// ---------------------------------------------------------------------------------------
// Map geometry (GeoJSON, [lng, lat] positions)

export type Position = [number, number];
export interface SeedFeature {
  id: number;
  layer: string;
  kind: string;
  name: string | null;
  geometry:
    | { type: 'Point'; coordinates: Position }
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Polygon'; coordinates: Position[][] };
  properties: Record<string, string | number | boolean>;
}

const position = (point: LatLng): Position => [round6(point.lng), round6(point.lat)];
const localPosition = (x: number, y: number): Position => position(fromLocal(x, y));

/** A closed ring around (cx, cy) with radii rx, ry, wobbling by `wobble` (0..1). */
function blob(cx: number, cy: number, rx: number, ry: number, wobble: number, steps = 40) {
  const ring: Position[] = [];
  for (let i = 0; i < steps; i += 1) {
    const angle = (i / steps) * 2 * Math.PI;
    const k = 1 + wobble * (0.6 * Math.sin(3 * angle + cx) + 0.4 * Math.cos(5 * angle + cy));
    ring.push(localPosition(cx + rx * k * Math.cos(angle), cy + ry * k * Math.sin(angle)));
  }
  ring.push(ring[0]!);
  return ring;
}

function rectangle(cx: number, cy: number, width: number, height: number, angle: number) {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const corners = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([dx = 0, dy = 0]) => localPosition(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos));
  return [...corners, corners[0]!];
}

const polygon = (ring: Position[]) => ({ type: 'Polygon' as const, coordinates: [ring] });
const lineString = (points: Position[]) => ({ type: 'LineString' as const, coordinates: points });
const pointGeometry = (p: Position) => ({ type: 'Point' as const, coordinates: p });

/** The lake (天鹅湖), shared by the geometry and the checks that keep things out of it. */
export const LAKE = { cx: 3100, cy: 1700, rx: 380, ry: 280 };
const RIVER: [number, number][] = [
  [2725, 1750],
  [2450, 1800],
  [2150, 1850],
  [1800, 2000],
  [1400, 2100],
  [900, 2150],
  [400, 2250],
  [-600, 2400],
];

/** Named zones of the scenic area (reverse geocoding and map labels). */
export const ZONES: { name: string; ring: [number, number][]; label: [number, number] }[] = [
  {
    name: '游客服务区',
    ring: [
      [1500, 0],
      [2900, 0],
      [2900, 760],
      [1500, 760],
    ],
    label: [2350, 380],
  },
  {
    name: '营地度假区',
    ring: [
      [0, 0],
      [1500, 0],
      [1500, 760],
      [1050, 1250],
      [0, 1250],
    ],
    label: [620, 650],
  },
  {
    name: '草原活动区',
    ring: [
      [0, 1250],
      [1050, 1250],
      [1500, 760],
      [2000, 760],
      [2000, 1700],
      [0, 1700],
    ],
    label: [1250, 1250],
  },
  {
    name: '民俗文化区',
    ring: [
      [2000, 760],
      [2900, 760],
      [2900, 1250],
      [2600, 1350],
      [2600, 1700],
      [2000, 1700],
    ],
    label: [2300, 1000],
  },
  {
    name: '天鹅湖景区',
    ring: [
      [2600, 1350],
      [2900, 1250],
      [4011, 1250],
      [4011, 2328],
      [2600, 2328],
    ],
    label: [3100, 1700],
  },
  {
    name: '湿地观光区',
    ring: [
      [0, 1700],
      [2600, 1700],
      [2600, 2328],
      [0, 2328],
    ],
    label: [1300, 2000],
  },
  {
    name: '沙漠体验区',
    ring: [
      [2900, 0],
      [4011, 0],
      [4011, 1250],
      [2900, 1250],
    ],
    label: [3500, 950],
  },
];

export const SCENIC_AREA = {
  name: '草原文化景区',
  province: { code: '150000', name: '内蒙古自治区' },
  city: { code: '150600', name: '鄂尔多斯市' },
  district: { code: '150625', name: '杭锦旗' },
};

/** Sizes (metres) of the buildings drawn at attractions of each type. */
const buildingSizes: Partial<Record<AttractionType, [number, number]>> = {
  hotel: [34, 20],
  canteen: [26, 16],
  store: [18, 12],
  facility: [22, 14],
  gallery: [40, 24],
  toilet: [10, 8],
};

export function buildMapFeatures(network: PathNetwork): SeedFeature[] {
  const features: Omit<SeedFeature, 'id'>[] = [];
  const add = (feature: Omit<SeedFeature, 'id'>) => features.push(feature);
  const width = (BOUNDARY.east - BOUNDARY.west) * (111_320 * Math.cos((39.816 * Math.PI) / 180));

  // Land cover: farmland around the park, grass inside it, sand, wetland and groves.
  const margin = 900;
  add({
    layer: 'landcover',
    kind: 'farmland',
    name: null,
    geometry: polygon([
      localPosition(-margin, -margin),
      localPosition(width + margin, -margin),
      localPosition(width + margin, 2328 + margin),
      localPosition(-margin, 2328 + margin),
      localPosition(-margin, -margin),
    ]),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'grass',
    name: null,
    geometry: polygon([
      localPosition(0, 0),
      localPosition(width, 0),
      localPosition(width, 2328),
      localPosition(0, 2328),
      localPosition(0, 0),
    ]),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'sand',
    name: '库布其沙丘',
    geometry: polygon(blob(3560, 640, 520, 560, 0.12, 48)),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'wetland',
    name: null,
    geometry: polygon(blob(2250, 2020, 330, 170, 0.15)),
    properties: {},
  });
  add({
    layer: 'landcover',
    kind: 'wetland',
    name: null,
    geometry: polygon(blob(3150, 2130, 260, 120, 0.15)),
    properties: {},
  });
  for (const [cx, cy, r] of [
    [800, 1560, 130],
    [350, 1800, 180],
    [1250, 1900, 120],
    [2900, 600, 110],
    [600, 500, 150],
    [1750, 1450, 90],
    [3850, 1600, 160],
  ] as const) {
    add({
      layer: 'landcover',
      kind: 'forest',
      name: null,
      geometry: polygon(blob(cx, cy, r, r * 0.8, 0.2, 28)),
      properties: {},
    });
  }

  // Water.
  add({
    layer: 'water',
    kind: 'lake',
    name: '天鹅湖',
    geometry: polygon(blob(LAKE.cx, LAKE.cy, LAKE.rx, LAKE.ry, 0.05, 64)),
    properties: {},
  });
  add({
    layer: 'water',
    kind: 'pond',
    name: null,
    geometry: polygon(blob(500, 1600, 70, 50, 0.1, 24)),
    properties: {},
  });
  add({
    layer: 'waterway',
    kind: 'river',
    name: '锡尼河',
    geometry: lineString(RIVER.map(([x, y]) => localPosition(x, y))),
    properties: {},
  });

  // Roads: the county road south of the park, the access road and the service road.
  add({
    layer: 'transportation',
    kind: 'primary',
    name: '锡尼公路',
    geometry: lineString([
      localPosition(-margin, -420),
      localPosition(1200, -380),
      localPosition(2170, -360),
      localPosition(3200, -330),
      localPosition(width + margin, -300),
    ]),
    properties: {},
  });
  add({
    layer: 'transportation',
    kind: 'secondary',
    name: '景区大道',
    geometry: lineString([
      localPosition(2170, -360),
      localPosition(2170, 200),
      localPosition(2170, 470),
    ]),
    properties: {},
  });
  add({
    layer: 'transportation',
    kind: 'service',
    name: '观光车道',
    geometry: lineString([
      localPosition(2170, 470),
      localPosition(2600, 430),
      localPosition(3050, 380),
      localPosition(3700, 330),
    ]),
    properties: {},
  });
  add({
    layer: 'transportation',
    kind: 'service',
    name: null,
    geometry: lineString([
      localPosition(2170, 470),
      localPosition(1300, 520),
      localPosition(550, 760),
    ]),
    properties: {},
  });
  for (const line of network.lines) {
    add({
      layer: 'transportation',
      kind: line.kind,
      name: null,
      geometry: lineString(line.points.map(position)),
      properties: {},
    });
  }

  // Parking, buildings at attractions, the yurt camp and the show arenas.
  add({
    layer: 'landcover',
    kind: 'parking',
    name: null,
    geometry: polygon(rectangle(2170, 420, 160, 90, 0)),
    properties: {},
  });
  for (const attraction of SEED_ATTRACTIONS) {
    const { x, y } = toLocal(attraction.point);
    const size = buildingSizes[attraction.type];
    if (size) {
      const angle = (hash01(attraction.id, 7) - 0.5) * 0.6;
      // The building stands just behind the marker, which sits at its door.
      add({
        layer: 'building',
        kind: attraction.type,
        name: attraction.name,
        geometry: polygon(rectangle(x, y + size[1] / 2 + 4, size[0], size[1], angle)),
        properties: {},
      });
    }
    if (attraction.type === 'show') {
      add({
        layer: 'building',
        kind: 'arena',
        name: attraction.name,
        geometry: polygon(blob(x, y + 30, 42, 28, 0, 32)),
        properties: {},
      });
    }
  }
  for (const [cx, cy] of [
    [520, 930],
    [560, 980],
    [620, 1000],
    [680, 960],
    [650, 860],
    [560, 860],
    [420, 1120],
    [480, 1180],
    [3620, 260],
    [3690, 300],
  ] as const) {
    add({
      layer: 'building',
      kind: 'yurt',
      name: null,
      geometry: polygon(blob(cx, cy, 7, 7, 0, 16)),
      properties: {},
    });
  }

  // The boundary and the named zones.
  add({
    layer: 'boundary',
    kind: 'scenic_area',
    name: SCENIC_AREA.name,
    geometry: polygon([
      [BOUNDARY.west, BOUNDARY.south],
      [BOUNDARY.east, BOUNDARY.south],
      [BOUNDARY.east, BOUNDARY.north],
      [BOUNDARY.west, BOUNDARY.north],
      [BOUNDARY.west, BOUNDARY.south],
    ]),
    properties: {},
  });
  for (const zone of ZONES) {
    const ring = zone.ring.map(([x, y]) => localPosition(x, y));
    add({
      layer: 'zone',
      kind: 'zone',
      name: zone.name,
      geometry: polygon([...ring, ring[0]!]),
      properties: {},
    });
    add({
      layer: 'label',
      kind: 'zone',
      name: zone.name,
      geometry: pointGeometry(localPosition(zone.label[0], zone.label[1])),
      properties: { rank: 1 },
    });
  }
  add({
    layer: 'label',
    kind: 'water',
    name: '天鹅湖',
    geometry: pointGeometry(localPosition(LAKE.cx, LAKE.cy)),
    properties: { rank: 1 },
  });
  add({
    layer: 'label',
    kind: 'park',
    name: SCENIC_AREA.name,
    geometry: pointGeometry(localPosition(2170, 200)),
    properties: { rank: 0 },
  });
  for (const attraction of SEED_ATTRACTIONS) {
    if (attraction.type === 'toilet') continue;
    add({
      layer: 'label',
      kind: 'poi',
      name: attraction.name,
      geometry: pointGeometry(position(attraction.point)),
      properties: { rank: 2, type: attraction.type },
    });
  }
  return features.map((feature, index) => ({ ...feature, id: index + 1 }));
}

/** The walking time in seconds of `metres` at 1.2 m/s. */
export const walkingSeconds = (metres: number) => Math.round(metres / 1.2);
