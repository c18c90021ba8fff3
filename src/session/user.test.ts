import { avatarFileOf, avatarUrlOf, DEFAULT_ROLE, displayName, normaliseUser, parseLoginAnswer, SessionDataError } from './user';

const yshopUser = { id: 1, username: 'admin', nickName: '管理员', sex: '男', avatar: 'a.png', email: 'a@x.cn', phone: '13800000000', dept: { name: '研发' }, job: { name: '全栈' }, enabled: true, createTime: '2026-01-01', roles: ['admin', 'menu:list'] };
const eladminBody = { user: { id: 2, username: 'editor', nickName: '编辑', avatarName: 'e.png' }, roles: ['menu:list', 'dict:list'], dataScopes: [1], authorities: [{ authority: 'menu:list' }] };

describe('normaliseUser', () => {
  it('reads the yshop flavour: the user object with roles inside', () => {
    const { user, roles } = normaliseUser(yshopUser);
    expect(roles).toEqual(['admin', 'menu:list']);
    expect(user).toMatchObject({ id: 1, username: 'admin', nickName: '管理员', avatar: 'a.png' });
    expect(user).not.toHaveProperty('roles');
  });

  it('reads the eladmin flavour: { user, roles, dataScopes, authorities }', () => {
    expect(normaliseUser(eladminBody)).toEqual({ user: { id: 2, username: 'editor', nickName: '编辑', avatarName: 'e.png' }, roles: ['menu:list', 'dict:list'] });
  });

  it.each([
    ['yshop, empty roles', { username: 'u', roles: [] }],
    ['yshop, no roles', { username: 'u' }],
    ['yshop, null roles', { username: 'u', roles: null }],
    ['eladmin, empty roles', { user: { username: 'u' }, roles: [] }],
    ['eladmin, no roles', { user: { username: 'u' } }],
  ])('gives ROLE_SYSTEM_DEFAULT when the server sends none (%s)', (_name, body) => {
    expect(normaliseUser(body).roles).toEqual([DEFAULT_ROLE]);
    expect(DEFAULT_ROLE).toBe('ROLE_SYSTEM_DEFAULT');
  });

  it.each([
    [null, '不是一个对象'],
    ['admin', '不是一个对象'],
    [[{ username: 'x' }], '不是一个对象'],
    [{}, '缺少用户名'],
    [{ username: '' }, '缺少用户名'],
    [{ username: 42 }, '缺少用户名'],
    [{ user: { nickName: 'no name' }, roles: [] }, '缺少用户名'],
    [{ username: 'u', roles: 'admin' }, 'roles 必须是字符串数组'],
    [{ username: 'u', roles: [{ name: 'admin' }] }, 'roles 必须是字符串数组'],
    [{ user: { username: 'u' }, roles: [1, 2] }, 'roles 必须是字符串数组'],
  ])('refuses %j with a clear message', (body, message) => {
    expect(() => normaliseUser(body)).toThrow(SessionDataError);
    expect(() => normaliseUser(body)).toThrow(message);
  });
});

describe('parseLoginAnswer', () => {
  it('keeps the token exactly as sent, with the user of either flavour', () => {
    expect(parseLoginAnswer({ token: 'Bearer eyJ.abc', user: yshopUser })).toMatchObject({ token: 'Bearer eyJ.abc', user: { username: 'admin' }, roles: ['admin', 'menu:list'] });
    expect(parseLoginAnswer({ token: 'Bearer eyJ.def', user: eladminBody })).toMatchObject({ token: 'Bearer eyJ.def', user: { username: 'editor' }, roles: ['menu:list', 'dict:list'] });
  });

  it.each([null, {}, { token: '', user: yshopUser }, { token: 5, user: yshopUser }, { user: yshopUser }])('refuses an answer without a token: %j', (body) => {
    expect(() => parseLoginAnswer(body)).toThrow(SessionDataError);
  });

  it('refuses an answer without a usable user', () => {
    expect(() => parseLoginAnswer({ token: 'Bearer x' })).toThrow('用户信息格式不正确');
  });
});

describe('displayName and avatarFileOf', () => {
  it('prefer the nickname and read the avatar of either flavour', () => {
    expect(displayName({ username: 'admin', nickName: '管理员' })).toBe('管理员');
    expect(displayName({ username: 'admin', nickName: ' ' })).toBe('admin');
    expect(displayName(undefined)).toBe('');
    expect(avatarFileOf({ username: 'a', avatar: 'a.png' })).toBe('a.png');
    expect(avatarFileOf({ username: 'a', avatarName: 'e.png' })).toBe('e.png');
    expect(avatarFileOf({ username: 'a', avatar: null, avatarName: null })).toBeUndefined();
  });
});

describe('avatarUrlOf', () => {
  it('builds the avatar URL of either flavour under the API base', () => {
    expect(avatarUrlOf({ username: 'a', avatar: 'a.png' }, '')).toBe('/avatar/a.png');
    expect(avatarUrlOf({ username: 'a', avatarName: 'b c.png' }, 'https://shop.example.com')).toBe('https://shop.example.com/avatar/b%20c.png');
  });

  it('has no URL without a file, and cannot be steered elsewhere by the file name', () => {
    expect(avatarUrlOf({ username: 'a', avatar: null }, '')).toBeUndefined();
    expect(avatarUrlOf({ username: 'a', avatar: '../../evil' }, '')).toBe('/avatar/..%2F..%2Fevil');
  });
});
