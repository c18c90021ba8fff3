import { isMobile } from '@/shared/validation/validators';

/*
 * The checks of the personal centre's forms, run before anything is sent. Messages
 * follow the originals (eladmin's center.vue and updatePass.vue).
 */

export interface ProfileValues {
  nickName: string;
  phone: string;
  sex: '男' | '女';
}

export type Errors<T> = Partial<Record<keyof T, string>>;

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

export function validateProfile({ nickName, phone }: ProfileValues): Errors<ProfileValues> {
  const errors: Errors<ProfileValues> = {};
  const name = nickName.trim();
  if (name === '') errors.nickName = '请输入用户昵称';
  else if (name.length < NICKNAME_MIN || name.length > NICKNAME_MAX) errors.nickName = `长度在 ${NICKNAME_MIN} 到 ${NICKNAME_MAX} 个字符`;
  const number = phone.trim();
  if (number === '') errors.phone = '请输入手机号码';
  else if (!isMobile(number)) errors.phone = '请输入正确的11位手机号码';
  return errors;
}

export interface PasswordValues {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}

/** The embedded server's (and eladmin's) rule for a new password. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export function validatePassword({ oldPass, newPass, confirmPass }: PasswordValues): Errors<PasswordValues> {
  const errors: Errors<PasswordValues> = {};
  if (oldPass === '') errors.oldPass = '请输入旧密码';
  if (newPass === '') errors.newPass = '请输入新密码';
  else if (newPass.length < PASSWORD_MIN || newPass.length > PASSWORD_MAX) errors.newPass = `长度在 ${PASSWORD_MIN} 到 ${PASSWORD_MAX} 个字符`;
  else if (oldPass !== '' && newPass === oldPass) errors.newPass = '新密码不能与旧密码相同';
  if (confirmPass === '') errors.confirmPass = '请再次输入新密码';
  else if (confirmPass !== newPass) errors.confirmPass = '两次输入的密码不一致';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.values(errors).some(Boolean);
