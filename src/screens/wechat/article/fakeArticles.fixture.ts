import type { FakeReply } from '@/testing/fakeHttp';
import { fakeResource } from '@/testing/fakeResource';

export type Flavour = 'yshop' | 'embedded';
export type ArticleRow = { id: number; title: string; author: string; imageInput: string; synopsis: string; content: string; createTime: string };

/** An article whose HTML would run script if shown as sent (Rec. 7.16). */
export const HOSTILE = '<p>安全正文</p><img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script><a href="javascript:window.__hacked=3">链接</a>';

export const ARTICLES: readonly ArticleRow[] = [
  { id: 50, title: '用户协议', author: '商城客服', imageInput: '/file/pictures/a.png', synopsis: '注册前请阅读', content: '<p>您应提供真实信息。</p>', createTime: '2021-01-10 08:10:00' },
  { id: 49, title: '隐私政策', author: '商城客服', imageInput: 'https://img.example.com/b.png', synopsis: '我们如何保护您的信息', content: HOSTILE, createTime: '2021-01-10 08:00:00' },
];

/**
 * 图文's back end in either flavour: yshop's createTime is `S` text as the embedded server's
 * (2.12), yshop's rows carry its other keys; `info/{id}` answers the row, and 发布 as each
 * back end does: the embedded server refuses its POST, yshop has only its GET (Spring's 400
 * for the POST).
 */
export function articleBackend(flavour: Flavour, rows: readonly ArticleRow[] = ARTICLES) {
  const backend = fakeResource<ArticleRow>({
    url: 'api/yxArticle',
    records: rows.map((a) => ({ ...a })),
    toWire: (a) => (flavour === 'yshop' ? { ...a, cid: '1', shareTitle: null, visit: '0', isHot: 0, thumbMediaId: null, } : a),
    reads: [],
    deleteByPath: true,
  });
  const info = (request: { url?: string }): FakeReply => {
    const id = Number(request.url?.split('/').at(-1));
    const found = backend.records.find((a) => a.id === id);
    return found ? { status: 200, data: flavour === 'yshop' ? { ...found, updateTime: found.createTime } : found } : { status: 400, data: { status: 400, message: '数据不存在' } };
  };
  const refusal = (message: string): FakeReply => ({ status: 400, data: { status: 400, message } });
  return {
    backend,
    routes: {
      ...backend.routes,
      'GET api/yxArticle/info/:id': info,
      'POST api/yxArticle/publish/:id': flavour === 'yshop' ? refusal("Request method 'POST' not supported") : refusal('未配置公众号，无法发布'),
      ...(flavour === 'yshop' ? { 'GET api/yxArticle/publish/:id': { status: 200 } } : {}),
    },
  };
}
