import { fakeResource, type FakeResource } from './fakeResource';

/** A stored group row, as both back ends keep it. */
export type GroupRecord = { id: number; groupName: string; sort: number; status: number; map: Record<string, unknown> };

export type GroupFlavour = 'yshop' | 'embedded';

/**
 * `api/yxSystemGroupData` in memory (CONTRACT-MEMBERS 2.7): the list filtered by `groupName`
 * and `status`, always in 排序 order whatever the client asks (as both back ends do), writes
 * taking the body's keys into `map`, delete by path. yshop's rows carry its stray keys in
 * `map` (`id`, `imageArr`, `sort`, `status`) and numbers as strings; the embedded server's
 * the clean value.
 */
export function fakeGroupData(flavour: GroupFlavour, records: GroupRecord[]): FakeResource<GroupRecord> {
  const toWire = (r: GroupRecord) => {
    const map =
      flavour === 'yshop'
        ? { ...Object.fromEntries(Object.entries(r.map).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value])), id: '', imageArr: [], sort: r.sort, status: r.status }
        : r.map;
    return { id: r.id, groupName: r.groupName, value: JSON.stringify(map), map, addTime: null, sort: r.sort, status: r.status };
  };
  const backend = fakeResource<GroupRecord>({
    url: 'api/yxSystemGroupData',
    records,
    toWire,
    reads: ['groupName', 'status'],
    filters: { groupName: (r, value) => r.groupName === value, status: (r, value) => String(r.status) === String(value) },
    fromBody: ({ id: _id, groupName, sort, status, ...map }) => ({ groupName: String(groupName), sort: Number(sort), status: Number(status), map }),
    deleteByPath: true,
  });
  const list = backend.routes['GET api/yxSystemGroupData'];
  if (typeof list !== 'function') throw new Error('fakeResource answers its list with a function');
  const ordered: typeof list = (request) => list({ ...request, params: { ...(request.params as object), sort: ['sort,desc', 'id,desc'] } });
  return { ...backend, routes: { ...backend.routes, 'GET api/yxSystemGroupData': ordered } };
}
