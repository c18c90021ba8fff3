/*
 * The 新增用户 / 编辑用户 form of 用户管理 (CONTRACT-SYSTEM.md section 4): its values,
 * defaults, the originals' validation messages, and the level rule of the 角色 options.
 * Pure, so each rule is tested without a dialog.
 */
import { checked, type Checked, type FormErrors } from '@/kit/crud/formCheck';
import { users, type User, type UserForm } from '@/entities/user/user';

export const GENDERS = ['男', '女'] as const;

/** The dialog's fields: the body's form without the id. */
export type UserFormValues = Omit<UserForm, 'id'>;

/** The dialog's start: the row's form (a new user's defaults), a row without a readable gender as 男 (eladmin leaves nulls out). */
export function userFormValues(user: User | undefined): UserFormValues {
  const { id: _id, ...form } = user ? users.formOf(user) : users.newForm();
  return { ...form, gender: (GENDERS as readonly string[]).includes(form.gender) ? form.gender : '男' };
}

// eladmin's isvalidPhone allows 13x-18x; 19x numbers are issued now too.
const PHONE = /^1[3-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MIN = 2;
const NAME_MAX = 20;
const LENGTH_MESSAGE = `长度在 ${NAME_MIN} 到 ${NAME_MAX} 个字符`;

/**
 * The embedded server's rule (issue 22): letters, digits, `_`, `.` and `-`, so no control,
 * look-alike or full-width character gets into a user name. Its message is the server's.
 */
const USERNAME = /^[A-Za-z0-9_.-]+$/;
export const USERNAME_RULE = '用户名只能包含字母、数字、下划线、点和减号';

function nameError(text: string, missing: string): string | undefined {
  if (text === '') return missing;
  return text.length < NAME_MIN || text.length > NAME_MAX ? LENGTH_MESSAGE : undefined;
}

/**
 * The originals' rules and messages; the value is the form the body builder takes.
 * `storedUsername` is the edited user's name: kept unchanged, a name from before the
 * character rule still saves.
 */
export function checkUser(values: UserFormValues, storedUsername?: string): Checked<UserFormValues, UserForm> {
  const username = values.username.trim();
  const usernameChars = username === storedUsername || USERNAME.test(username) ? undefined : USERNAME_RULE;
  const nickName = values.nickName.trim();
  const email = values.email.trim();
  const phone = values.phone.trim();
  const errors: FormErrors<UserFormValues> = {
    username: nameError(username, '请输入用户名') ?? usernameChars,
    nickName: nameError(nickName, '请输入用户昵称'),
    email: email === '' ? '请输入邮箱地址' : EMAIL.test(email) ? undefined : '请输入正确的邮箱地址',
    phone: phone === '' ? '请输入电话号码' : PHONE.test(phone) ? undefined : '请输入正确的11位手机号码',
    deptId: values.deptId === null ? '部门不能为空' : undefined,
    jobIds: values.jobIds.length === 0 ? '岗位不能为空' : undefined,
    roleIds: values.roleIds.length === 0 ? '角色不能为空' : undefined,
  };
  return checked(errors, () => ({
    username,
    nickName,
    email,
    phone,
    gender: values.gender,
    enabled: values.enabled,
    deptId: values.deptId,
    jobIds: [...values.jobIds],
    roleIds: [...values.roleIds],
  }));
}

/**
 * The originals' rule for a 角色 option (section 4 and 6.3): below level 1 you cannot
 * give a role of your own level or a more powerful one.
 */
export const roleOptionDisabled = (myLevel: number | undefined, roleLevel: number): boolean =>
  myLevel === undefined ? true : myLevel !== 1 && roleLevel <= myLevel;

/** The signed-in user as the session holds them: an id when the back end sent one. */
export interface SignedInUser {
  id?: number | undefined;
  username: string;
}

/** The signed-in user's own row: by id when known, else by user name. */
export function isOwnRow(row: Pick<User, 'id' | 'username'>, me: SignedInUser | undefined): boolean {
  if (!me) return false;
  return typeof me.id === 'number' ? row.id === me.id : row.username === me.username;
}
