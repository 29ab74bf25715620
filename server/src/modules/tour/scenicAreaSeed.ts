/**
 * The seeded scenic area: a grassland park around a lake with a desert corner, laid out in
 * local metres east (x) and north (y) of the boundary's south-west corner (the box is about
 * 4,010 m by 2,330 m). Its name and region, its attractions, and the cities, sites, places
 * and routes of the tour; all deterministic.
 */
import type { AttractionType } from './attractionTypes.js';
import { fromLocal, type LatLng } from './geo.js';

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

export const SCENIC_AREA = {
  name: '草原文化景区',
  province: { code: '150000', name: '内蒙古自治区' },
  city: { code: '150600', name: '鄂尔多斯市' },
  district: { code: '150625', name: '杭锦旗' },
};

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

/** The places of the sites, [site, name, description, point]; their ids count from 1. */
const places: [siteId: number, name: string, description: string, point: LatLng][] = [
  [1, '游客中心', '售票、咨询和行李寄存。', { lat: 39.8129, lng: 108.6291 }],
  [1, '观景台', '俯瞰整个景区的最佳位置。', { lat: 39.8201, lng: 108.6352 }],
  [1, '马术场', '草原骑马和马术表演的场地。', local(1600, 1000)],
  [1, '那达慕广场', '赛马、摔跤和射箭的表演广场。', local(2420, 1400)],
  [1, '天鹅湖', '景区中心的湖泊，春秋两季有天鹅停留。', local(3100, 1380)],
  [1, '沙漠体验区', '骆驼、滑沙和越野车。', local(3600, 700)],
  [1, '蒙古包营地', '住蒙古包，看草原星空。', local(600, 950)],
  [1, '民俗博物馆', '游牧生活用品和马具展览。', local(2350, 850)],
  [1, '芦苇湿地', '木栈道穿过芦苇荡，适合观鸟。', local(2300, 1990)],
  [1, '祭祀敖包', '草原上祈福的石堆。', { lat: 39.814396, lng: 108.628184 }],
  [
    2,
    '成吉思汗陵正殿',
    '三座蒙古包式大殿，供奉成吉思汗灵柩。',
    { lat: 39.369501, lng: 109.778302 },
  ],
  [2, '铁木真广场', '陵园前的广场，矗立成吉思汗铜像。', { lat: 39.362203, lng: 109.778905 }],
  [3, '鄂尔多斯博物馆', '外形如天外来石的博物馆。', { lat: 39.606617, lng: 109.787002 }],
  [4, '大召寺大雄宝殿', '供奉银佛的主殿。', { lat: 40.806021, lng: 111.658011 }],
  [5, '内蒙古博物院', '馆藏恐龙化石与草原文物。', { lat: 40.842602, lng: 111.709603 }],
];

export const SEED_PLACES: SeedPlace[] = places.map(([siteId, name, description, point], index) => ({
  id: index + 1,
  siteId,
  name,
  description,
  point,
}));

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
