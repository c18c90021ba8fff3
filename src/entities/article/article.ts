/*
 * 图文 (CONTRACT-MEMBERS 2.12, 3.9, 5.9): `api/yxArticle` of both back ends: the list, `info/{id}`
 * for the form page, POST / PUT, and the delete by path (`DELETE {url}/{id}`, soft). No 导出
 * (neither back end has `{url}/download`). yshop sends `createTime` as `S` text like the embedded
 * server. `content` is HTML as stored: shown only through `sanitizeRichText` (Rec. 7.16).
 */
import { api } from '../../api/api';
import { isMissingCall, type ApiError } from '../../api/apiError';
import { httpEvents } from '../../api/httpEvents';
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';

const URL = 'api/yxArticle';

const shape = {
  id: wire.id,
  title: wire.text,
  author: wire.text,
  imageInput: wire.text,
  synopsis: wire.text,
  content: wire.text,
  createTime: wire.time,
};
export type Article = RowOf<typeof shape>;

export interface ArticleForm {
  id?: number;
  title: string;
  author: string;
  /** 封面: one picture's URL. */
  imageInput: string;
  synopsis: string;
  /** 正文: the editor's HTML ('' when empty). */
  content: string;
}

/** The server's limits (3.9 and the embedded server's checks). */
export const ARTICLE_LIMITS = { title: 255, author: 255, imageInput: 255, synopsis: 255, content: 200_000 } as const;

/** The checks of the form, with the server's five messages (5.9 Rec.), by key; none when it may be sent. */
export function articleProblems(form: ArticleForm): Partial<Record<keyof ArticleForm, string>> | undefined {
  const found: Partial<Record<keyof ArticleForm, string>> = {};
  if (form.title.trim() === '') found.title = '请输入文章标题';
  else if (form.title.trim().length > ARTICLE_LIMITS.title) found.title = '文章标题不能超过 255 个字符';
  if (form.author.trim() === '') found.author = '请输入文章作者';
  else if (form.author.trim().length > ARTICLE_LIMITS.author) found.author = '文章作者不能超过 255 个字符';
  if (form.imageInput.trim() === '') found.imageInput = '请上传文章图片';
  if (form.synopsis.trim() === '') found.synopsis = '请填写文章简介';
  else if (form.synopsis.trim().length > ARTICLE_LIMITS.synopsis) found.synopsis = '文章简介不能超过 255 个字符';
  if (form.content.trim() === '') found.content = '请填写文章详情';
  else if (form.content.length > ARTICLE_LIMITS.content) found.content = `文章详情不能超过 ${ARTICLE_LIMITS.content} 个字符`;
  return Object.keys(found).length > 0 ? found : undefined;
}

export const articles = defineResource({
  name: 'yxArticle',
  title: '图文',
  url: URL,
  row: wireRow(shape),
  idOf: (a: Article) => a.id,
  labelOf: (a) => a.title || `#${a.id}`,
  newForm: (): ArticleForm => ({ title: '', author: '', imageInput: '', synopsis: '', content: '' }),
  formOf: (a) => ({ id: a.id, title: a.title, author: a.author, imageInput: a.imageInput, synopsis: a.synopsis, content: a.content }),
  bodyOf: (f: ArticleForm) => ({
    ...(f.id === undefined ? {} : { id: f.id }),
    title: f.title.trim(),
    author: f.author.trim(),
    imageInput: f.imageInput.trim(),
    synopsis: f.synopsis.trim(),
    content: f.content,
  }),
  authorities: {
    list: ['YXARTICLE_ALL', 'YXARTICLE_SELECT'],
    add: ['YXARTICLE_ALL', 'YXARTICLE_CREATE'],
    edit: ['YXARTICLE_ALL', 'YXARTICLE_EDIT'],
    del: ['YXARTICLE_ALL', 'YXARTICLE_DELETE'],
  },
  deleteByPath: true,
  download: false,
  sort: ['id,desc'],
});

export type ArticleBody = ReturnType<typeof articles.bodyOf>;

/**
 * Who is offered 发布: the embedded server's own authority (Rec. 7.15) or yshop's guard of its
 * GET (YXARTICLE_DELETE, sic); each back end then checks its own (docs/decisions.md).
 */
export const ARTICLE_PUBLISH = ['YXARTICLE_ALL', 'YXARTICLE_PUBLISH', 'YXARTICLE_DELETE'] as const;

/** Whether a refusal says the back end has no such call: 404/405, or Spring's text in yshop's 400 for a method it lacks. */
const lacksCall = (error: ApiError): boolean => isMissingCall(error) || (error.status === 400 && /request method '?post'? not supported/i.test(error.message));

const articleCalls = api.enhanceEndpoints({ addTagTypes: [articles.tag] }).injectEndpoints({
  endpoints: (build) => ({
    /** `info/{id}`: the article the form page edits (yshop answers an empty body for an unknown id: undefined, an error). */
    articleInfo: build.query<Article, number>({
      query: (id) => ({ url: `${URL}/info/${encodeURIComponent(id)}`, parse: (body: unknown) => {
          const read = articles.parseRow(body);
          return read.ok ? read.value : undefined;
        } }),
      providesTags: [articles.tag],
    }),
    /**
     * 发布: the embedded server's `POST publish/{id}`; a real yshop has only its `GET` (7.15),
     * sent once the POST is reported missing. Any other refusal is the global notice.
     */
    publishArticle: build.mutation<unknown, number>({
      queryFn: async (id, _api, _options, baseQuery) => {
        const url = `${URL}/publish/${encodeURIComponent(id)}`;
        const posted = await baseQuery({ url, method: 'POST', silent: true });
        if (!posted.error) return { data: posted.data ?? null };
        if (lacksCall(posted.error)) return baseQuery({ url, method: 'GET' });
        httpEvents.emit({ type: 'error', error: posted.error, endpoint: 'publishArticle', token: undefined });
        return { error: posted.error };
      },
      invalidatesTags: [articles.tag],
    }),
  }),
});

export const { useArticleInfoQuery, usePublishArticleMutation } = articleCalls;
