/*
 * A row of `GET api/users` (CONTRACT-SYSTEM.md section 1) in one shape for both back
 * ends: eladmin's `gender`, `jobs[]`, `avatarName`, `pwdResetTime` and yshop's `sex`,
 * `job`, `avatar`, `lastPasswordResetTime`. eladmin also leaks `password`: it is never
 * read, so it goes no further than the answer.
 */
import { asFlag, asId, asRef, asRefs, asText, asTime, isObject, type Ref } from './fields';
import { accept, reject, type RowResult } from './parseResult';

/** A role as a user row carries it. */
export interface UserRole extends Ref {
  level: number;
  dataScope: string;
}

export interface SysUser {
  id: number;
  username: string;
  nickName: string;
  /** 男 / 女 as sent ('' when missing). */
  gender: string;
  email: string;
  phone: string;
  enabled: boolean;
  /** The avatar file name or path, '' for none. */
  avatar: string;
  /** When the password was last changed, `yyyy-MM-dd HH:mm:ss` ('' for never). */
  pwdResetTime: string;
  dept: Ref | null;
  /** eladmin's several jobs, or yshop's one job as a list of one. */
  jobs: Ref[];
  roles: UserRole[];
  createTime: string;
}

function asUserRoles(value: unknown): UserRole[] {
  if (!Array.isArray(value)) return [];
  const roles: UserRole[] = [];
  for (const raw of value) {
    const ref = asRef(raw);
    if (!ref || !isObject(raw)) continue;
    const level = asId(raw.level);
    roles.push({ ...ref, level: level ?? Number.MAX_SAFE_INTEGER, dataScope: asText(raw.dataScope) });
  }
  return roles;
}

export function parseUser(raw: unknown): RowResult<SysUser> {
  if (!isObject(raw)) return reject('不是一个用户对象');
  const id = asId(raw.id);
  if (id === undefined) return reject('缺少有效的用户 id');
  const username = asText(raw.username);
  if (username === '') return reject(`用户 ${id} 缺少用户名`);
  const deptId = asId(raw.deptId);
  const dept = asRef(raw.dept) ?? (deptId === undefined ? null : { id: deptId, name: '' });
  const job = asRef(raw.job);
  return accept({
    id,
    username,
    nickName: asText(raw.nickName),
    gender: asText(raw.gender ?? raw.sex),
    email: asText(raw.email),
    phone: asText(raw.phone),
    enabled: asFlag(raw.enabled),
    avatar: asText(raw.avatarName ?? raw.avatar),
    pwdResetTime: asTime(raw.pwdResetTime ?? raw.lastPasswordResetTime),
    dept,
    jobs: Array.isArray(raw.jobs) ? asRefs(raw.jobs) : job ? [job] : [],
    roles: asUserRoles(raw.roles),
    createTime: asTime(raw.createTime),
  });
}

/** The smallest (most powerful) level among a user's roles; undefined without roles. */
export function userLevel(user: Pick<SysUser, 'roles'>): number | undefined {
  return user.roles.length === 0 ? undefined : Math.min(...user.roles.map((role) => role.level));
}
