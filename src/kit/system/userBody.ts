/*
 * The body of `POST api/users` (no id) and `PUT api/users`, also sent by the status
 * switch: the editable fields only, never a row as received (yshop refuses its own ISO
 * dates back), with both back ends' keys where they differ (system-wire.md):
 * `sex` + `gender`, `job` + `jobs`. Each back end ignores the key it does not know.
 */
import type { SysUser } from './user';

export interface UserForm {
  id?: number;
  username: string;
  nickName: string;
  email: string;
  phone: string;
  gender: string;
  enabled: boolean;
  deptId: number | null;
  /** eladmin's several jobs; yshop keeps the first. */
  jobIds: number[];
  roleIds: number[];
}

export interface UserBody {
  id?: number;
  username: string;
  nickName: string;
  email: string;
  phone: string;
  sex: string;
  gender: string;
  enabled: boolean;
  dept: { id: number } | null;
  job: { id: number } | null;
  jobs: { id: number }[];
  roles: { id: number }[];
}

const refs = (ids: readonly number[]) => [...new Set(ids)].map((id) => ({ id }));

export function buildUserBody(form: UserForm): UserBody {
  const jobs = refs(form.jobIds);
  return {
    ...(form.id === undefined ? {} : { id: form.id }),
    username: form.username,
    nickName: form.nickName,
    email: form.email,
    phone: form.phone,
    sex: form.gender,
    gender: form.gender,
    enabled: form.enabled,
    dept: form.deptId === null ? null : { id: form.deptId },
    job: jobs[0] ?? null,
    jobs,
    roles: refs(form.roleIds),
  };
}

/** The form of an existing row (the edit dialog's start, the status switch's body). */
export function userFormOf(user: SysUser): UserForm {
  return {
    id: user.id,
    username: user.username,
    nickName: user.nickName,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    enabled: user.enabled,
    deptId: user.dept?.id ?? null,
    jobIds: user.jobs.map((job) => job.id),
    roleIds: user.roles.map((role) => role.id),
  };
}
