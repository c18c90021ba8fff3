import type { SessionUser } from '@/session/user';

/** What the personal centre shows of the signed-in user, read from either USER flavour. */
export interface Profile {
  id: number | undefined;
  username: string;
  nickName: string;
  phone: string;
  email: string;
  sex: '男' | '女' | '';
  dept: string;
  job: string;
  /** undefined when the server did not say. */
  enabled: boolean | undefined;
  createTime: string | number | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

const nameOf = (value: unknown): string => (value !== null && typeof value === 'object' ? text((value as Record<string, unknown>).name) : '');

export function readProfile(user: SessionUser): Profile {
  // yshop sends `sex`, eladmin `gender`.
  const sex = text(user.sex ?? user.gender);
  // yshop: `job: { name }`; eladmin: `jobs: [{ name }, ...]`.
  const job = nameOf(user.job) || (Array.isArray(user.jobs) ? user.jobs.map(nameOf).filter(Boolean).join('，') : '');
  const enabled = typeof user.enabled === 'boolean' ? user.enabled : typeof user.enabled === 'number' ? user.enabled === 1 : undefined;
  const createTime = typeof user.createTime === 'string' || typeof user.createTime === 'number' ? user.createTime : undefined;
  return {
    id: typeof user.id === 'number' ? user.id : undefined,
    username: user.username,
    nickName: text(user.nickName),
    phone: text(user.phone),
    email: text(user.email),
    sex: sex === '男' || sex === '女' ? sex : '',
    dept: nameOf(user.dept),
    job,
    enabled,
    createTime,
  };
}

/** The `user_status` dictionary value of `enabled` (seeded: 1 激活, 0 禁用). */
export const statusValueOf = (enabled: boolean): number => (enabled ? 1 : 0);
