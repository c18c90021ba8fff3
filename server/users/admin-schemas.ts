import { z } from 'zod';
import { emailText } from '../http/email';
import { optionalId, optionalRef, refOf } from '../http/entity-errors';
import { listQueryFields, optionalFlag, optionalId as optionalIdFilter, optionalSearch } from '../http/list-query';
import { namedRef, pageOf } from '../http/schema';
import { userFields } from '../http/user-answer';
import { fields } from '../http/validate';

const sex = z.enum(['男', '女'], { error: '性别只能是男或女' }).nullish();

/**
 * 用户管理's write body. Both flavours' keys are read: `sex` / `gender`, `job` / `jobs`
 * (one job is kept: yshop's shape). Messages are yshop's annotation texts.
 */
export const userBodySchema = z
  .object({
    id: optionalId,
    username: z.string({ error: '请填写用户名称' }).trim().min(1, '请填写用户名称').max(20, '用户名称不能超过 20 个字符'),
    nickName: z.string({ error: '请填写用户昵称' }).trim().min(1, '请填写用户昵称').max(20, '用户昵称不能超过 20 个字符'),
    email: emailText('邮箱格式错误')
      .nullish()
      .transform((v) => (v ? v : null)),
    phone: z.string({ error: '请输入手机号码' }).trim().min(1, '请输入手机号码').max(20, '手机号码不能超过 20 个字符'),
    sex,
    gender: sex,
    enabled: fields.flag.default(true),
    dept: refOf('部门不能为空'),
    job: optionalRef('岗位不存在'),
    jobs: z.array(refOf('岗位不存在')).max(20).nullish(),
    roles: z.array(refOf('角色不能为空'), { error: '角色不能为空' }).min(1, '角色不能为空').max(100, '角色过多'),
  })
  .transform((b) => ({
    id: b.id,
    username: b.username,
    nickName: b.nickName,
    sex: b.sex ?? b.gender ?? '男',
    email: b.email,
    phone: b.phone,
    enabled: b.enabled,
    deptId: b.dept.id,
    jobId: b.job?.id ?? b.jobs?.[0]?.id ?? null,
    roleIds: [...new Set(b.roles.map((r) => r.id))] as readonly number[],
  }));

export const userQuerySchema = z.object({
  ...listQueryFields,
  blurry: optionalSearch,
  enabled: optionalFlag,
  deptId: optionalIdFilter,
});

/** The user of 用户管理 (docs/system-wire.md). Never a password or its hash. */
export const userDto = z.object({
  ...userFields,
  enabled: z.boolean(),
  lastPasswordResetTime: z.string().nullable(),
  deptId: z.number().nullable(),
  dept: namedRef.nullable(),
  job: namedRef.nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string(), level: z.number(), dataScope: z.string() })),
  createTime: z.string(),
});
export const userPage = pageOf(userDto);

/** The types are the schemas' (a row's shape is written once). */
export type UserDto = z.output<typeof userDto>;
/** What every answer about a user shows of it (`userFields`, auth/info's too); never a password or its hash. */
export type UserFields = Omit<UserDto, 'lastPasswordResetTime' | 'deptId' | 'roles'>;
/** 用户管理's write body as read. */
export type UserInput = Omit<z.output<typeof userBodySchema>, 'id'>;
