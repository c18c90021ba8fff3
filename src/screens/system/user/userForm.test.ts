import { users } from '@/entities/user/user';
import { checkUser, isOwnRow, roleOptionDisabled, userFormValues, type UserFormValues } from './userForm';

const parseUser = users.parseRow;
const emptyUserForm = () => userFormValues(undefined);

const valid = (): UserFormValues => ({ ...emptyUserForm(), username: 'alice', nickName: '爱丽丝', email: 'alice@shop.example.com', phone: '13912345678', deptId: 2, jobIds: [3], roleIds: [2] });
const errorsOf = (values: UserFormValues) => {
  const result = checkUser(values);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).filter(([, message]) => message !== undefined));
};

describe('the user form', () => {
  it('starts a new user as 男 and 激活 with nothing chosen', () => {
    expect(emptyUserForm()).toMatchObject({ gender: '男', enabled: true, deptId: null, jobIds: [], roleIds: [] });
  });

  it('says what is missing with the originals\' messages', () => {
    expect(errorsOf(emptyUserForm())).toEqual({
      username: '请输入用户名',
      nickName: '请输入用户昵称',
      email: '请输入邮箱地址',
      phone: '请输入电话号码',
      deptId: '部门不能为空',
      jobIds: '岗位不能为空',
      roleIds: '角色不能为空',
    });
  });

  it('checks lengths, the e-mail and the 11-digit mobile number', () => {
    expect(errorsOf({ ...valid(), username: 'a', nickName: 'x'.repeat(21), email: 'alice@', phone: '1391234567' })).toEqual({
      username: '长度在 2 到 20 个字符',
      nickName: '长度在 2 到 20 个字符',
      email: '请输入正确的邮箱地址',
      phone: '请输入正确的11位手机号码',
    });
    expect(errorsOf({ ...valid(), phone: '23912345678' })).toEqual({ phone: '请输入正确的11位手机号码' });
  });

  it('takes letters, digits, _ . - in a user name only, as the embedded server does, but keeps a stored one unchanged', () => {
    for (const username of ['\u0430dmin', 'adm\u0000in', 'li ming', '张三丰', 'ｓｈｏｐ']) {
      expect(errorsOf({ ...valid(), username })).toEqual({ username: '用户名只能包含字母、数字、下划线、点和减号' });
    }
    expect(errorsOf({ ...valid(), username: 'li.ming-2_x' })).toEqual({});
    expect(checkUser({ ...valid(), username: '张三丰' }, '张三丰').ok).toBe(true);
    expect(errorsOf({ ...valid(), username: 'a' })).toEqual({ username: '长度在 2 到 20 个字符' });
  });

  it('gives the trimmed form, which builds a body with both flavours\' keys', () => {
    const result = checkUser({ ...valid(), username: '  alice ' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(users.bodyOf(result.value)).toEqual({
      username: 'alice',
      nickName: '爱丽丝',
      email: 'alice@shop.example.com',
      phone: '13912345678',
      sex: '男',
      gender: '男',
      enabled: true,
      dept: { id: 2 },
      job: { id: 3 },
      jobs: [{ id: 3 }],
      roles: [{ id: 2 }],
    });
  });

  it('starts an edit from the row, eladmin or yshop shaped', () => {
    const eladmin = parseUser({ id: 3, username: 'test', nickName: '测试', gender: '女', email: 't@x.cn', phone: '13800000000', enabled: false, dept: { id: 5, name: '研发' }, jobs: [{ id: 1, name: 'a' }, { id: 2, name: 'b' }], roles: [{ id: 2, name: 'r', level: 2 }] });
    const yshop = parseUser({ id: 4, username: 'test2', nickName: null, sex: null, email: null, phone: null, enabled: true, deptId: 7, dept: null, job: { id: 9, name: 'j' }, roles: [] });
    if (!eladmin.ok || !yshop.ok) throw new Error('fixture');
    expect(userFormValues(eladmin.value)).toEqual({ username: 'test', nickName: '测试', email: 't@x.cn', phone: '13800000000', gender: '女', enabled: false, deptId: 5, jobIds: [1, 2], roleIds: [2] });
    expect(userFormValues(yshop.value)).toEqual({ username: 'test2', nickName: '', email: '', phone: '', gender: '男', enabled: true, deptId: 7, jobIds: [9], roleIds: [] });
  });
});

describe('the level rule of the 角色 options', () => {
  it('lets level 1 give any role', () => {
    expect(roleOptionDisabled(1, 1)).toBe(false);
    expect(roleOptionDisabled(1, 3)).toBe(false);
  });
  it('below level 1, disables roles of your own level and above it', () => {
    expect(roleOptionDisabled(2, 1)).toBe(true);
    expect(roleOptionDisabled(2, 2)).toBe(true);
    expect(roleOptionDisabled(2, 3)).toBe(false);
  });
  it('disables every role while your level is unknown', () => {
    expect(roleOptionDisabled(undefined, 3)).toBe(true);
  });
});

describe('helpers', () => {
  it('finds your own row by id when the session has one, else by user name', () => {
    expect(isOwnRow({ id: 1, username: 'admin' }, { id: 1, username: 'admin' })).toBe(true);
    expect(isOwnRow({ id: 2, username: 'admin' }, { id: 1, username: 'admin' })).toBe(false);
    expect(isOwnRow({ id: 2, username: 'admin' }, { username: 'admin' })).toBe(true);
    expect(isOwnRow({ id: 2, username: 'admin' }, undefined)).toBe(false);
  });
});
