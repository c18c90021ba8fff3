/** Given to a user the server answers with no roles (SPEC.md sections 3 and 6). */
export const DEFAULT_ROLE = 'ROLE_SYSTEM_DEFAULT';

/** The signed-in user as the server sent it (yshop or eladmin fields); only username is required. */
export interface SessionUser {
  username: string;
  id?: number;
  nickName?: string;
  /** yshop: avatar file name. */
  avatar?: string | null;
  /** eladmin: avatar file name. */
  avatarName?: string | null;
  [field: string]: unknown;
}

export interface UserInfo {
  user: SessionUser;
  roles: string[];
}

export interface SignedIn extends UserInfo {
  token: string;
}

/** A server answer the console cannot use; its message is shown to the user. */
export class SessionDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionDataError';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function readRoles(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [DEFAULT_ROLE];
  if (!Array.isArray(raw) || !raw.every((role) => typeof role === 'string')) {
    throw new SessionDataError('用户信息格式不正确：roles 必须是字符串数组');
  }
  return raw.length > 0 ? [...raw] : [DEFAULT_ROLE];
}

function readUser(raw: Record<string, unknown>): SessionUser {
  if (typeof raw.username !== 'string' || raw.username.trim() === '') {
    throw new SessionDataError('用户信息格式不正确：缺少用户名');
  }
  const { roles: _roles, ...user } = raw;
  return user as SessionUser;
}

/**
 * Reads USER in both flavours of CONTRACT.md:
 * - yshop: the user object itself with `roles` inside;
 * - eladmin: `{ user: {...}, roles: [...], dataScopes, authorities }`.
 * An empty or missing roles list becomes ['ROLE_SYSTEM_DEFAULT']; anything else
 * unusable throws a SessionDataError with a readable message.
 */
export function normaliseUser(body: unknown): UserInfo {
  if (!isObject(body)) throw new SessionDataError('用户信息格式不正确：不是一个对象');
  if (isObject(body.user)) return { user: readUser(body.user), roles: readRoles(body.roles) };
  return { user: readUser(body), roles: readRoles(body.roles) };
}

/** The answer of POST auth/login: `{ token, user: USER }`. */
export function parseLoginAnswer(body: unknown): SignedIn {
  if (!isObject(body)) throw new SessionDataError('登录接口返回的数据格式不正确');
  if (typeof body.token !== 'string' || body.token.trim() === '') throw new SessionDataError('登录接口返回的数据格式不正确：缺少 token');
  return { token: body.token, ...normaliseUser(body.user) };
}

/** The name to greet the user with. */
export function displayName(user: SessionUser | undefined): string {
  if (!user) return '';
  return typeof user.nickName === 'string' && user.nickName.trim() !== '' ? user.nickName : user.username;
}

/** The avatar file name of either flavour, if any. */
export function avatarFileOf(user: SessionUser | undefined): string | undefined {
  const file = user?.avatar ?? user?.avatarName;
  return typeof file === 'string' && file !== '' ? file : undefined;
}

/** `{apiBaseUrl}/avatar/{file}` (CONTRACT.md), or undefined for the bundled default. */
export function avatarUrlOf(user: SessionUser | undefined, apiBaseUrl: string): string | undefined {
  const file = avatarFileOf(user);
  return file ? `${apiBaseUrl}/avatar/${encodeURIComponent(file)}` : undefined;
}
