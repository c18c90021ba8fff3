/*
 * 用户 (CONTRACT-SYSTEM.md sections 1-2) in one shape for both back ends: eladmin's
 * `gender`, `jobs[]`, `avatarName`, `pwdResetTime` and yshop's `sex`, `job`, `avatar`,
 * `lastPasswordResetTime`, `deptId`. eladmin also leaks `password`: the row does not name
 * it, so it goes no further than the answer. A write sends the editable fields only, with
 * both flavours' keys where they differ (`sex` + `gender`, `job` + `jobs`); each back end
 * ignores the key it does not know.
 */
import { api } from '../../api/api';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asId, asRef, asRefs, asText, isObject, type Ref } from '../../api/resource/wire';

/** A role as a user row carries it. */
export interface UserRole extends Ref {
  level: number;
  dataScope: string;
}

function rolesOf(value: unknown): UserRole[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const ref = asRef(raw);
    // A role without a level is read as the least powerful.
    return ref && isObject(raw) ? [{ ...ref, level: asId(raw.level) ?? Number.MAX_SAFE_INTEGER, dataScope: asText(raw.dataScope) }] : [];
  });
}

/** eladmin's `dept` object, or yshop's `deptId` alone (its `dept` may be null). */
const deptOf = (value: unknown): Ref | null => asRef(value) ?? (asId(value) === undefined ? null : { id: asId(value)!, name: '' });
/** eladmin's several `jobs`, or yshop's one `job` as a list of one. */
const jobsOf = (value: unknown): Ref[] => (Array.isArray(value) ? asRefs(value) : [asRef(value)].filter((ref): ref is Ref => ref !== null));
const usernameOf = (value: unknown): string | undefined => asText(value) || undefined;

const shape = {
  id: wire.id,
  username: wire.required(usernameOf, '用户名'),
  nickName: wire.text,
  /** 男 / 女 as sent ('' when missing). */
  gender: wire.text,
  email: wire.text,
  phone: wire.text,
  enabled: wire.flag,
  /** The avatar file name or path, '' for none. */
  avatar: wire.text,
  /** When the password was last changed ('' for never). */
  pwdResetTime: wire.time,
  dept: wire.read(deptOf),
  jobs: wire.read(jobsOf),
  roles: wire.read(rolesOf),
  createTime: wire.time,
};
export type User = RowOf<typeof shape>;

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

const refs = (ids: readonly number[]) => [...new Set(ids)].map((id) => ({ id }));

export const users = defineResource({
  name: 'user',
  title: '用户',
  url: 'api/users',
  row: wireRow(shape, { gender: ['gender', 'sex'], avatar: ['avatarName', 'avatar'], pwdResetTime: ['pwdResetTime', 'lastPasswordResetTime'], dept: ['dept', 'deptId'], jobs: ['jobs', 'job'] }),
  idOf: (user: User) => user.id,
  labelOf: (user) => user.username,
  // 男, and 激活 (a project decision, CONTRACT-SYSTEM.md "Decisions"; both originals default to disabled).
  newForm: (): UserForm => ({ username: '', nickName: '', email: '', phone: '', gender: '男', enabled: true, deptId: null, jobIds: [], roleIds: [] }),
  formOf: (user) => ({
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
  }),
  // Never the row as received: yshop refuses its own ISO dates back.
  bodyOf: (form) => {
    const jobs = refs(form.jobIds);
    const { id, username, nickName, email, phone, gender, enabled, deptId } = form;
    return { ...(id === undefined ? {} : { id }), username, nickName, email, phone, sex: gender, gender, enabled, dept: deptId === null ? null : { id: deptId }, job: jobs[0] ?? null, jobs, roles: refs(form.roleIds) };
  },
  // eladmin's rows carry `jobs: [...]` (several per user), yshop's and the embedded server's one `job`.
  extra: (body) => ({ manyJobs: isObject(body) && Array.isArray(body.content) && body.content.some((raw) => isObject(raw) && Array.isArray(raw.jobs)) }),
});

/** 重置密码 (eladmin and the embedded server; yshop has no such call): sets 123456 for each user. */
export const userCalls = api.enhanceEndpoints({ addTagTypes: [users.tag] }).injectEndpoints({
  endpoints: (build) => ({
    resetPasswords: build.mutation<unknown, number[]>({
      query: (ids) => ({ url: 'api/users/resetPwd', method: 'PUT', data: ids }),
      invalidatesTags: [users.tag],
    }),
  }),
});

export const { useResetPasswordsMutation } = userCalls;
