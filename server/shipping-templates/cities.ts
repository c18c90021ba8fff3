import { areaList } from '@vant/area-data';

/**
 * A province or city as yshop's `GET citys` answers it (`yx_system_city`, note the
 * snake-case `city_id`). Ids are the GB/T 2260 codes (`410000` 河南省, `410100` 郑州市):
 * stable across data releases, so templates saved against them keep their meaning.
 */
export interface City {
  id: number;
  city_id: number;
  /** 0 province, 1 city. */
  level: 0 | 1;
  /** The province's city_id for a city, 0 for a province. */
  parentId: number;
  areaCode: string;
  name: string;
  /** `河南省,郑州市`. */
  mergerName: string;
  /** Not in the data this is built from; the console does not read them. */
  lng: null;
  lat: null;
  isShow: 1;
  /** A province's cities; null for a city (yshop's answer). */
  children: City[] | null;
}

/**
 * The 34 provinces of China with their 369 level-1 cities, built from @vant/area-data
 * (GB/T 2260 codes, maintained with the Vant UI library; pinned in package.json). The
 * same counts as yshop's `yx_system_city`; districts are not needed by any screen.
 */
export class CityDirectory {
  readonly provinces: readonly City[];
  /** The `citys` answer, serialised once: the data never changes while the server runs. */
  readonly json: string;
  private readonly byId = new Map<number, City>();

  constructor() {
    const cities = Object.entries(areaList.city_list);
    this.provinces = Object.entries(areaList.province_list)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([code, name]) => {
        const id = Number(code);
        const children = cities
          .filter(([cityCode]) => cityCode.slice(0, 2) === code.slice(0, 2))
          .sort(([a], [b]) => Number(a) - Number(b))
          .map(([cityCode, cityName]): City => ({
            id: Number(cityCode),
            city_id: Number(cityCode),
            level: 1,
            parentId: id,
            areaCode: cityCode,
            name: cityName,
            mergerName: `${name},${cityName}`,
            lng: null,
            lat: null,
            isShow: 1,
            children: null,
          }));
        return { id, city_id: id, level: 0, parentId: 0, areaCode: code, name, mergerName: name, lng: null, lat: null, isShow: 1, children } satisfies City;
      });
    for (const p of this.provinces) {
      this.byId.set(p.city_id, p);
      for (const c of p.children ?? []) this.byId.set(c.city_id, c);
    }
    this.json = JSON.stringify(this.provinces);
  }

  /** A province by its city_id, or null. */
  province(id: number): City | null {
    const found = this.byId.get(id);
    return found && found.level === 0 ? found : null;
  }

  /** A city of this province, or null. */
  cityOf(provinceId: number, cityId: number): City | null {
    const found = this.byId.get(cityId);
    return found && found.level === 1 && found.parentId === provinceId ? found : null;
  }

  /** A province by its name (`河南省`), for the seed. */
  provinceNamed(name: string): City | null {
    return this.provinces.find((p) => p.name === name) ?? null;
  }
}

let directory: CityDirectory | null = null;

/** The one directory of the process, built on first use (about 400 entries). */
export const cityDirectory = (): CityDirectory => (directory ??= new CityDirectory());
