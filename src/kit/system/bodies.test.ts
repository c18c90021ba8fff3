import { parseRole } from './role';
import { buildRoleBody, buildRoleMenusBody, roleFormOf } from './roleBody';
import { parseUser } from './user';
import { buildUserBody, userFormOf } from './userBody';

const value = <T>(result: { ok: true; value: T } | { ok: false; reason: string }): T => {
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};
const sentKeys = (body: object) => Object.keys(body).sort();

describe('write bodies (docs/system-wire.md)', () => {
  it('user: both flavours’ keys, editable fields only; a row sent back never carries its dates or password', () => {
    const row = value(parseUser({ id: 3, username: 'test', nickName: '测试', sex: '女', email: 't@x.cn', phone: '13800000000', enabled: true, dept: { id: 2, name: '研发部' }, job: { id: 12, name: '软件测试' }, roles: [{ id: 2, name: '普通用户', level: 2 }], createTime: '2019-03-25T09:15:32.000+08:00', password: 'hash' }));
    const body = buildUserBody({ ...userFormOf(row), enabled: false });
    expect(body).toEqual({ id: 3, username: 'test', nickName: '测试', email: 't@x.cn', phone: '13800000000', sex: '女', gender: '女', enabled: false, dept: { id: 2 }, job: { id: 12 }, jobs: [{ id: 12 }], roles: [{ id: 2 }] });
    expect(sentKeys(body)).not.toContain('createTime');
  });

  it('user: a new one has no id; several eladmin jobs send the first as yshop’s job', () => {
    const body = buildUserBody({ username: 'u', nickName: 'n', email: '', phone: '', gender: '男', enabled: true, deptId: null, jobIds: [8, 10, 8], roleIds: [] });
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ dept: null, job: { id: 8 }, jobs: [{ id: 8 }, { id: 10 }], roles: [] });
  });

  it('role: remark and description, depts only for 自定义, permission only where the back end has it', () => {
    const eladmin = value(parseRole({ id: 2, name: '普通用户', level: 2, dataScope: '本级', description: 'd', depts: [{ id: 7 }], createTime: '2018-11-23 13:09:06' }));
    expect(buildRoleBody(roleFormOf(eladmin))).toEqual({ id: 2, name: '普通用户', level: 2, dataScope: '本级', depts: [], remark: 'd', description: 'd' });
    expect(buildRoleBody({ ...roleFormOf(eladmin), dataScope: '自定义' }).depts).toEqual([{ id: 7 }]);
    const yshop = value(parseRole({ id: 1, name: '超级管理员', level: 1, dataScope: '全部', remark: 'r', permission: 'admin' }));
    expect(buildRoleBody(roleFormOf(yshop))).toMatchObject({ permission: 'admin', remark: 'r', description: 'r' });
    expect(buildRoleMenusBody(2, [1, 2, 2])).toEqual({ id: 2, menus: [{ id: 1 }, { id: 2 }] });
  });
});
