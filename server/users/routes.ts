import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { profileWriteLimit } from '../http/rate-limit';
import type { ProfileRateLimit } from '../config';
import type { AppContext } from '../context';
import { audited } from '../http/audit';
import { emailText } from '../http/email';
import { currentUser } from '../http/auth-context';
import { existed } from '../http/entity-errors';
import { ApiError, badRequest, MESSAGES } from '../http/errors';
import type { ZodTypeProvider } from '../http/schema';
import { fields } from '../http/validate';
import { AVATAR_PIXELS, readImageUpload } from '../http/upload';

const centerSchema = z.object({
  id: fields.id,
  nickName: z.string({ error: '昵称不能为空' }).trim().min(1, '昵称不能为空').max(20, '昵称不能超过 20 个字符'),
  phone: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^1\d{10}$/.test(v), '手机号码格式不正确'),
  sex: z.enum(['男', '女'], { error: '性别只能是男或女' }).default('男'),
  // Absent: kept as it is; empty: none.
  email: emailText('邮箱格式不正确')
    .nullish()
    .transform((v) => (v === undefined ? undefined : v ? v : null)),
});

const avatarAnswer = z.object({ avatar: z.string() });

const passSchema = z.object({
  oldPass: z.string({ error: '旧密码不能为空' }).min(1, '旧密码不能为空').max(1024),
  newPass: z.string({ error: '新密码不能为空' }).min(1, '新密码不能为空').max(1024),
});

/** `profileLimit` null: writes to one's own profile are not limited (tests of other defences). */
export function userRoutes(scope: FastifyInstance, ctx: AppContext, profileLimit: ProfileRateLimit | null): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  // One allowance per user for the three: each writes a log row, and any user may call them.
  const limited = profileWriteLimit(app, profileLimit);

  // Personal centre: the handlers only ever touch the caller's own record.

  app.put('/center', { config: { access: 'signedIn' }, onRequest: limited, schema: { body: centerSchema } }, async (request, reply) => {
    const me = currentUser(request);
    const body = request.body;
    if (body.id !== me.userId) throw badRequest('不能修改他人资料');
    audited(ctx, request, reply, '修改用户：个人中心', () => {
      // 用户管理's check and message; the unique index (migration 6) stands behind both.
      if (body.email) {
        const owner = ctx.staff.emailOwner(body.email);
        if (owner !== null && owner !== me.userId) throw existed('User', 'email', body.email);
      }
      ctx.users.updateCenter(me.userId, body);
    });
    return reply.code(204).send();
  });

  app.post('/updatePass', { config: { access: 'signedIn' }, onRequest: limited, schema: { body: passSchema } }, async (request, reply) => {
    const me = currentUser(request);
    const body = request.body;
    const oldPass = ctx.decrypt(body.oldPass);
    const newPass = ctx.decrypt(body.newPass);
    if (oldPass === null || newPass === null) throw badRequest('密码解密失败，请刷新页面后重试');
    const record = ctx.users.findLoginById(me.userId);
    if (!record) throw new ApiError(401, MESSAGES.unauthorized);
    if (!(await ctx.passwords.verify(oldPass, record.passwordHash))) throw badRequest('修改失败，旧密码错误');
    if (oldPass === newPass) throw badRequest('新密码不能与旧密码相同');
    if (newPass.length < 6 || newPass.length > 20) throw badRequest('新密码长度须为 6 到 20 位');
    const hash = await ctx.passwords.hash(newPass);
    audited(ctx, request, reply, '修改密码', () => {
      ctx.users.updatePassword(me.userId, hash, ctx.now());
      // Other sessions (another browser, a stolen token) end with the old password.
      ctx.tokens.revokeOthers(me.userId, me.tokenHash);
    });
    return reply.code(200).send();
  });

  app.post('/updateAvatar', { config: { access: 'signedIn' }, onRequest: limited, schema: { response: { 200: avatarAnswer } } }, async (request, reply) => {
    const me = currentUser(request);
    // eladmin's part name and yshop's: a console sends either or both (see readImageUpload).
    const upload = await readImageUpload(request, ['avatar', 'file'], ctx.maxUploadBytes, AVATAR_PIXELS);
    const fileName = await ctx.files.save('avatar', upload.data, upload.image.kind);
    let previous: string | null;
    try {
      // The swap answers the file it displaced: reading it before the upload's await
      // let parallel uploads all see the same old file and leave theirs behind.
      // Multipart: the parameters are the file's name, never its bytes.
      previous = audited(ctx, request, reply, '修改头像', () => ctx.users.replaceAvatar(me.userId, fileName), { params: { filename: upload.originalName } });
    } catch (error) {
      await ctx.files.remove('avatar', fileName);
      throw error;
    }
    if (previous && previous !== fileName) await ctx.files.remove('avatar', previous);
    return { avatar: fileName };
  });
}
