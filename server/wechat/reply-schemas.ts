import { z } from 'zod';

/** The one reply yshop's screen edits (2.13): the answer to a new follower. */
export const SUBSCRIBE = 'subscribe';

/** The longest 文字消息 stored (WeChat's passive text reply holds about 2,000 bytes). */
export const TEXT_MAX = 600;
/** The longest picture address stored. */
export const SRC_MAX = 500;

/** The reply as yshop answers it (2.13): `data` is the JSON text stored. */
export const replyDto = z.object({
  id: z.number(),
  key: z.string(),
  type: z.string(),
  data: z.string(),
  status: z.number(),
  hide: z.number().nullable(),
});
export type ReplyDto = z.output<typeof replyDto>;

const textData = z.object(
  { content: z.string({ error: '请输入内容' }).trim().min(1, '请输入内容').max(TEXT_MAX, `内容不能超过 ${TEXT_MAX} 个字符`) },
  { error: '请输入内容' },
);
const imageData = z.object(
  { src: z.string({ error: '请上传图片' }).trim().min(1, '请上传图片').max(SRC_MAX, `图片地址不能超过 ${SRC_MAX} 个字符`) },
  { error: '请上传图片' },
);

/**
 * `POST api/yxWechatReply` (2.13): `{key, status, type, data}`, upserted by key. The embedded
 * server takes the `subscribe` key only (the one reply any screen reads) and the two kinds
 * yshop's screen offers, 文字消息 `{content}` and 图片消息 `{src}`; 图文 `news` and 语音
 * `voice` need WeChat's media library, which it has not (docs/decisions.md). Only the
 * kind's own keys are stored, as JSON text.
 */
export const replyBody = z
  .object({
    key: z.literal(SUBSCRIBE, { error: '只能设置关注回复（subscribe）' }),
    status: z.union([z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: '状态只能是 1 或 0' }).transform((v) => Number(v)),
    type: z.enum(['text', 'image', 'news', 'voice'], { error: '消息类型只能是 text、image、news 或 voice' }),
    data: z.unknown(),
  })
  .transform((body, ctx) => {
    if (body.type === 'news' || body.type === 'voice') {
      ctx.addIssue({ code: 'custom', message: '未配置公众号，只能设置文字或图片回复' });
      return z.NEVER;
    }
    const parsed = body.type === 'text' ? textData.safeParse(body.data) : imageData.safeParse(body.data);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '请输入内容' });
      return z.NEVER;
    }
    return { key: body.key, status: body.status, type: body.type, data: JSON.stringify(parsed.data) };
  });
export type ReplyInput = z.output<typeof replyBody>;
