/*
 * The places of a shipping template's region or free-shipping row (CONTRACT-SHOP.md 3 and
 * 7.2): yshop's `[{ name, city_id, children: [{ city_id }] }]`, a province with the cities
 * chosen in it (none: the whole province), `city_id 0` for 默认全国. Ids come as numbers
 * or as text (the stored JSON keeps strings).
 */
import { asId, asText, isObject } from '../../api/resource/wire';

export interface Place {
  /** The province's `city_id`; 0 for 默认全国. */
  id: number;
  name: string;
  /** The chosen cities' `city_id`s; empty for the whole province. */
  cityIds: number[];
}

export const NATIONWIDE_NAME = '默认全国';
export const NATIONWIDE: Place = { id: 0, name: NATIONWIDE_NAME, cityIds: [] };

/** A stored `region` / `place` list; entries without a usable id are left out. */
export function readPlaces(value: unknown): Place[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): Place[] => {
    if (!isObject(entry)) return [];
    const id = asId(entry.city_id);
    if (id === undefined) return [];
    const children = Array.isArray(entry.children) ? entry.children : [];
    const cityIds = children.flatMap((child) => {
      const cityId = isObject(child) ? asId(child.city_id) : undefined;
      return cityId === undefined ? [] : [cityId];
    });
    return [{ id, name: asText(entry.name), cityIds }];
  });
}

/** As yshop sends it: `[{ name, city_id, children: [{ city_id }] }]` (默认全国 without children). */
export function placesBody(places: readonly Place[]): { name: string; city_id: number; children?: { city_id: number }[] }[] {
  return places.map((place) => (place.id === 0 ? { name: place.name, city_id: 0 } : { name: place.name, city_id: place.id, children: place.cityIds.map((cityId) => ({ city_id: cityId })) }));
}

/** What a row is called: its provinces' names joined by `;`, as yshop's city picker names them. */
export const placesName = (places: readonly Place[]): string => places.map((place) => place.name).join(';');
