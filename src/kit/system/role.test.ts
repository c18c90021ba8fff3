import { parseArray } from './parseResult';
import { parseRole, parseRoleLevel, rolesHavePermission, UNKNOWN_LEVEL, type SysRole } from './role';

const ok = (raw: unknown): SysRole => {
  const result = parseRole(raw);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

// eladmin: description, depts, MenuDto menus (title, menuSort, iFrame); no permission.
const eladminRole = {
  id: 2,
  name: '普通用户',
  level: 2,
  dataScope: '自定义',
  description: '-',
  depts: [{ id: 7, name: '华南分部' }],
  menus: [{ id: 1, pid: null, title: '系统管理', menuSort: 1, iFrame: false }, { id: 2, pid: 1, title: '用户管理' }],
  createTime: '2018-11-23 13:09:06',
};
// yshop (section 5): remark, permission, Menu entities (name, sort, iframe), no depts.
const yshopRole = {
  id: 1,
  name: '超级管理员',
  level: 1,
  dataScope: '全部',
  remark: '系统所有权',
  permission: 'admin',
  menus: [{ id: 1, pid: 0, name: '系统管理', sort: 1, iframe: false }],
  createTime: '2018-11-23T11:04:37.000+08:00',
};

describe('parseRole', () => {
  it('reads eladmin’s row: description, depts, menus as id and pid only, no permission', () => {
    expect(ok(eladminRole)).toEqual({
      id: 2,
      name: '普通用户',
      level: 2,
      dataScope: '自定义',
      description: '-',
      permission: undefined,
      depts: [{ id: 7, name: '华南分部' }],
      menus: [
        { id: 1, pid: null },
        { id: 2, pid: 1 },
      ],
      createTime: '2018-11-23 13:09:06',
    });
  });

  it('reads yshop’s row: remark as description, permission, pid 0 as top, ISO date', () => {
    const role = ok(yshopRole);
    expect(role).toMatchObject({ description: '系统所有权', permission: 'admin', depts: [], menus: [{ id: 1, pid: null }] });
    expect(role.createTime).toMatch(/^2018-11-2\d \d\d:04:37$/);
  });

  it('tells whether the back end has 角色权限', () => {
    expect(rolesHavePermission([ok(eladminRole)])).toBe(false);
    expect(rolesHavePermission([ok(eladminRole), ok(yshopRole)])).toBe(true);
    // yshop role 3 has a permission of null: the key is there.
    expect(rolesHavePermission([ok({ id: 3, name: '管理员2', permission: null })])).toBe(true);
  });

  it('reads a missing level as the least powerful, and refuses rows without id or name', () => {
    expect(ok({ id: 9, name: 'x' }).level).toBe(UNKNOWN_LEVEL);
    expect(parseRole({ name: 'x' })).toEqual({ ok: false, reason: '缺少有效的角色 id' });
    expect(parseRole({ id: 4 })).toEqual({ ok: false, reason: '角色 4 缺少名称' });
    expect(parseRole([1]).ok).toBe(false);
  });

  it('reads roles/all as a bare array, skipping the bad rows', () => {
    const parsed = parseArray([yshopRole, 'x', eladminRole], parseRole);
    expect(parsed?.rows.map((role) => role.id)).toEqual([1, 2]);
    expect(parsed?.skipped).toEqual([{ index: 1, reason: '不是一个角色对象' }]);
  });
});

describe('parseRoleLevel', () => {
  it('reads { level }, refusing anything else', () => {
    expect(parseRoleLevel({ level: 1 })).toEqual({ level: 1 });
    expect(parseRoleLevel({ level: 'x' })).toBeUndefined();
    expect(parseRoleLevel(null)).toBeUndefined();
  });
});
