import { hasErrors, validatePassword, validateProfile } from './forms';
import { readProfile, statusValueOf } from './profile';

describe('validateProfile', () => {
  it('accepts a nickname of 2-20 characters and a mainland mobile number', () => {
    expect(validateProfile({ nickName: '小编', phone: '13912345678', sex: '女' })).toEqual({});
    expect(validateProfile({ nickName: 'a'.repeat(20), phone: '18800000000', sex: '男' })).toEqual({});
  });

  it('names what is wrong', () => {
    expect(validateProfile({ nickName: ' ', phone: '', sex: '男' })).toEqual({ nickName: '请输入用户昵称', phone: '请输入手机号码' });
    expect(validateProfile({ nickName: 'a', phone: '12345678901', sex: '男' })).toEqual({ nickName: '长度在 2 到 20 个字符', phone: '请输入正确的11位手机号码' });
    expect(validateProfile({ nickName: 'a'.repeat(21), phone: '1391234567', sex: '男' }).nickName).toBe('长度在 2 到 20 个字符');
    expect(validateProfile({ nickName: 'ok', phone: '16912345678', sex: '男' }).phone).toBe('请输入正确的11位手机号码');
  });
});

describe('validatePassword', () => {
  it('accepts 6-20 characters confirmed', () => {
    expect(hasErrors(validatePassword({ oldPass: '123456', newPass: 'abcdef', confirmPass: 'abcdef' }))).toBe(false);
    expect(hasErrors(validatePassword({ oldPass: '1', newPass: 'a'.repeat(20), confirmPass: 'a'.repeat(20) }))).toBe(false);
  });

  it('names each problem', () => {
    expect(validatePassword({ oldPass: '', newPass: '', confirmPass: '' })).toEqual({ oldPass: '请输入旧密码', newPass: '请输入新密码', confirmPass: '请再次输入新密码' });
    expect(validatePassword({ oldPass: 'x', newPass: '12345', confirmPass: '12345' }).newPass).toBe('长度在 6 到 20 个字符');
    expect(validatePassword({ oldPass: 'x', newPass: 'a'.repeat(21), confirmPass: 'a'.repeat(21) }).newPass).toBe('长度在 6 到 20 个字符');
    expect(validatePassword({ oldPass: '123456', newPass: '123456', confirmPass: '123456' }).newPass).toBe('新密码不能与旧密码相同');
    expect(validatePassword({ oldPass: 'x', newPass: 'abcdef', confirmPass: 'abcdeg' }).confirmPass).toBe('两次输入的密码不一致');
  });
});

describe('readProfile', () => {
  it('reads the yshop flavour', () => {
    const profile = readProfile({ id: 2, username: 'editor', nickName: '编辑', sex: '女', phone: '13800000000', email: 'e@x.com', dept: { id: 1, name: '运营部' }, job: { id: 1, name: '运营' }, enabled: true, createTime: '2026-11-22 10:00:00' });
    expect(profile).toEqual({ id: 2, username: 'editor', nickName: '编辑', sex: '女', phone: '13800000000', email: 'e@x.com', dept: '运营部', job: '运营', enabled: true, createTime: '2026-11-22 10:00:00' });
  });

  it('reads the eladmin flavour (gender, jobs) and tolerates missing fields', () => {
    const profile = readProfile({ username: 'admin', gender: '男', jobs: [{ name: '全栈' }, { name: '架构' }], enabled: 0, createTime: 1700000000000 });
    expect(profile).toMatchObject({ id: undefined, sex: '男', job: '全栈，架构', dept: '', phone: '', enabled: false, createTime: 1700000000000 });
    expect(readProfile({ username: 'x', sex: '?' })).toMatchObject({ sex: '', enabled: undefined, createTime: undefined });
  });

  it('maps enabled to the user_status values', () => {
    expect(statusValueOf(true)).toBe(1);
    expect(statusValueOf(false)).toBe(0);
  });
});
