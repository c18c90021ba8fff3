import type { Role } from '@/entities/role/role';
import { checkRole, newRoleValues, roleValuesOf, type RoleFormValues } from './roleForm';

const valid: RoleFormValues = { name: ' 运营 ', permission: ' ops ', level: '3', dataScope: '全部', deptIds: [], description: ' 运营人员 ' };
const withPermission = { hasPermission: true, myLevel: 2 };

describe('checkRole', () => {
  it('gives the form the body is built from, trimmed; depts only for 自定义', () => {
    expect(checkRole({ ...valid, deptIds: [4] }, withPermission, 7)).toEqual({
      ok: true,
      value: { id: 7, name: '运营', level: 3, dataScope: '全部', deptIds: [], description: '运营人员', permission: 'ops' },
    });
    const custom = checkRole({ ...valid, dataScope: '自定义', deptIds: [4, 5] }, withPermission);
    expect(custom.ok && custom.value.deptIds).toEqual([4, 5]);
  });

  it('says what is missing in the contract’s words', () => {
    const result = checkRole({ ...valid, name: ' ', permission: '', dataScope: '自定义' }, withPermission);
    expect(result).toEqual({ ok: false, errors: expect.objectContaining({ name: '请输入名称', permission: '请输入权限', deptIds: '自定义数据权限不能为空' }) });
  });

  it('asks no 角色权限 of a back end without it (eladmin) and sends none', () => {
    const result = checkRole({ ...valid, permission: '' }, { hasPermission: false, myLevel: 1 });
    expect(result.ok && result.value.permission).toBeUndefined();
  });

  it('keeps the level at least 1 and strictly below the operator’s own (issue 22: their level is read-only to them), and says so', () => {
    const messageFor = (level: string, myLevel = 2, admin = false) => {
      const result = checkRole({ ...valid, level }, { hasPermission: true, myLevel, admin });
      return result.ok ? undefined : result.errors.level;
    };
    expect(messageFor('1')).toBe('角色级别不能小于你的角色级别 2');
    expect(messageFor('0', 1)).toBe('角色级别不能小于 1');
    expect(messageFor('2.5')).toBe('角色级别必须是整数');
    expect(messageFor('')).toBe('请输入角色级别');
    expect(messageFor('2')).toBe('角色级别须大于你的角色级别 2，同级的角色只读');
    expect(messageFor('3')).toBeUndefined();
    // admin gives any level, its own included.
    expect(messageFor('1', 1, true)).toBeUndefined();
    expect(messageFor('0', 1, true)).toBe('角色级别不能小于 1');
  });
});

describe('form values', () => {
  it('a new role starts at level 3 with 全部, or just below the operator’s level when that is lower (a bigger number)', () => {
    expect(newRoleValues(1)).toEqual({ name: '', permission: '', level: '3', dataScope: '全部', deptIds: [], description: '' });
    expect(newRoleValues(2).level).toBe('3');
    expect(newRoleValues(5).level).toBe('6');
    expect(newRoleValues(5, true).level).toBe('3');
    expect(newRoleValues(undefined).level).toBe('3');
  });

  it('an edited role keeps its depts and fields', () => {
    const role: Role = { id: 2, name: '普通用户', level: 2, dataScope: '自定义', description: '-', permission: undefined, depts: [{ id: 7, name: '华南分部' }], menus: [], createTime: '' };
    expect(roleValuesOf(role)).toEqual({ name: '普通用户', permission: '', level: '2', dataScope: '自定义', deptIds: [7], description: '-' });
  });
});
