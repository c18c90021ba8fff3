/*
 * 自动回复 (CONTRACT-MEMBERS 2.13, 5.9): the `subscribe` reply, one record. `GET
 * api/yxWechatReply` answers the row (`data` as JSON text) or an empty body; `POST` upserts
 * `{key, status, type, data}` with `data` as an object. The screen edits 文字消息 `{content}`
 * and 图片消息 `{src}`, the kinds yshop's own screen offers; a reply of another kind (图文,
 * 语音, made elsewhere) is reported and replaced only when the operator saves a new one.
 */
import { api } from '../../api/api';

const URL = 'api/yxWechatReply';
const TAG = 'WechatReply';
export const REPLY_KEY = 'subscribe';
export const TEXT_MAX = 600;

export type ReplyType = 'text' | 'image';

/** The stored reply as the form starts from it. */
export interface WechatReply {
  status: number;
  /** What is stored: text, image, or another kind this screen does not edit. */
  storedType: string;
  content: string;
  src: string;
}

export interface WechatReplyForm {
  status: number;
  type: ReplyType;
  content: string;
  src: string;
}

/** 消息类型 the screen offers. */
export const REPLY_TYPES: readonly { value: ReplyType; label: string }[] = [
  { value: 'text', label: '文字消息' },
  { value: 'image', label: '图片消息' },
];
/** The words of the kinds it does not edit. */
export const OTHER_TYPES: Readonly<Record<string, string>> = { news: '图文消息', voice: '语音消息' };

export const REPLY_AUTHORITIES = {
  read: ['admin', 'YXWECHATREPLY_ALL', 'YXWECHATREPLY_SELECT'],
  save: ['admin', 'YXWECHATREPLY_ALL', 'YXWECHATREPLY_CREATE'],
} as const;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `data` arrives as JSON text (both back ends); an object is read as well. */
function dataOf(raw: unknown): Record<string, unknown> {
  if (raw !== null && typeof raw === 'object') return raw as Record<string, unknown>;
  if (typeof raw !== 'string') return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The answer as a reply, or null when there is none yet (an empty body). */
export function parseReply(body: unknown): WechatReply | null {
  if (body === null || typeof body !== 'object') return null;
  const row = body as Record<string, unknown>;
  const data = dataOf(row.data);
  return { status: Number(row.status) === 0 ? 0 : 1, storedType: textOf(row.type), content: textOf(data.content), src: textOf(data.src) };
}

export function replyFormOf(reply: WechatReply | null): WechatReplyForm {
  if (reply === null) return { status: 1, type: 'text', content: '', src: '' };
  return { status: reply.status, type: reply.storedType === 'image' ? 'image' : 'text', content: reply.content, src: reply.src };
}

/** The messages of the form's inputs, by key (the embedded server's checks and words). */
export function checkReply(form: WechatReplyForm): Partial<Record<'content' | 'src', string>> {
  if (form.type === 'image') return form.src.trim() === '' ? { src: '请上传图片' } : {};
  const content = form.content.trim();
  if (content === '') return { content: '请输入内容' };
  return content.length > TEXT_MAX ? { content: `内容不能超过 ${TEXT_MAX} 个字符` } : {};
}

export const replyBodyOf = (form: WechatReplyForm) => ({
  key: REPLY_KEY,
  status: form.status,
  type: form.type,
  data: form.type === 'text' ? { content: form.content.trim() } : { src: form.src.trim() },
});

const replyCalls = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    wechatReply: build.query<WechatReply | null, void>({ query: () => ({ url: URL, parse: (body) => parseReply(body) ?? null }), providesTags: [TAG] }),
    // The form shows the refusal itself.
    saveWechatReply: build.mutation<unknown, ReturnType<typeof replyBodyOf>>({ query: (data) => ({ url: URL, method: 'POST', data, silent: true }), invalidatesTags: [TAG] }),
  }),
});

export const { useWechatReplyQuery, useSaveWechatReplyMutation } = replyCalls;
