/*
 * `GET api/yxShippingTemplates/citys` (CONTRACT-SHOP.md 7.2): the provinces with their
 * level-1 cities, `city_id` (snake case) the id templates store. Read once and kept: the
 * list does not change while the console runs.
 */
import { api } from '../../api/api';
import { asId, asText, isObject } from '../../api/resource/wire';

export interface City {
  id: number;
  name: string;
}

export interface Province extends City {
  cities: City[];
}

const cityOf = (raw: unknown): City | undefined => {
  if (!isObject(raw)) return undefined;
  const id = asId(raw.city_id ?? raw.cityId);
  const name = asText(raw.name);
  return id === undefined || name === '' ? undefined : { id, name };
};

/** The answer's provinces with their cities; undefined when it is no list (the call then fails as malformed). */
export function parseProvinces(body: unknown): Province[] | undefined {
  if (!Array.isArray(body)) return undefined;
  return body.flatMap((raw): Province[] => {
    const province = cityOf(raw);
    if (!province || !isObject(raw)) return [];
    const children = Array.isArray(raw.children) ? raw.children : [];
    return [{ ...province, cities: children.flatMap((child) => cityOf(child) ?? []) }];
  });
}

const calls = api.injectEndpoints({
  endpoints: (build) => ({
    shippingCities: build.query<Province[], void>({
      query: () => ({ url: 'api/yxShippingTemplates/citys', parse: parseProvinces }),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useShippingCitiesQuery } = calls;
