import { parseRole } from './role';
import { buildRoleBody, buildRoleMenusBody, roleFormOf } from './roleBody';

const value = <T>(result: { ok: true; value: T } | { ok: false; reason: string }): T => {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('write bodies (docs/system-wire.md)', () => {
  it('role: remark and description, depts only for 自定义, permission only where the back end has it', () => {
    const eladmin = value(parseRole({ id: 2, name: '普通用户', level: 2, dataScope: '本级', description: 'd', depts: [{ id: 7 }], createTime: '2018-11-23 13:09:06' }));
    expect(buildRoleBody(roleFormOf(eladmin))).toEqual({ id: 2, name: '普通用户', level: 2, dataScope: '本级', depts: [], remark: 'd', description: 'd' });
    expect(buildRoleBody({ ...roleFormOf(eladmin), dataScope: '自定义' }).depts).toEqual([{ id: 7 }]);
    const yshop = value(parseRole({ id: 1, name: '超级管理员', level: 1, dataScope: '全部', remark: 'r', permission: 'admin' }));
    expect(buildRoleBody(roleFormOf(yshop))).toMatchObject({ permission: 'admin', remark: 'r', description: 'r' });
    expect(buildRoleMenusBody(2, [1, 2, 2])).toEqual({ id: 2, menus: [{ id: 1 }, { id: 2 }] });
  });
});
