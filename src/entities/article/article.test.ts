import { ARTICLE_PUBLISH, articleProblems, articles } from './article';

describe('the articles entity', () => {
  it('reads both flavours’ rows (yshop’s createTime is `S` text like the embedded server’s) and sends the form’s five fields', () => {
    const page = articles.parsePage({
      totalElements: 3,
      content: [
        // yshop's YxArticleDto, with its keys the console does not use.
        { id: 49, cid: '1', title: '隐私政策', author: '商城客服', imageInput: 'https://img.test/a.png', synopsis: '保护您的信息', content: '<p>正文</p>', shareTitle: null, visit: '12', sort: 0, status: 0, createTime: '2021-01-10 08:00:00', hide: 0, isHot: 0, thumbMediaId: null },
        { id: 50, title: '用户协议', author: '商城客服', imageInput: '/file/pictures/b.png', synopsis: '请阅读', content: '<p>协议</p>', createTime: '2021-01-10 08:10:00', thumbMediaId: null },
        { title: '没有 id' },
      ],
    })!;
    const [yshop, ours] = page.content;
    expect(yshop).toEqual({ id: 49, title: '隐私政策', author: '商城客服', imageInput: 'https://img.test/a.png', synopsis: '保护您的信息', content: '<p>正文</p>', createTime: '2021-01-10 08:00:00' });
    expect(ours!.createTime).toBe('2021-01-10 08:10:00');
    expect(page.skipped).toHaveLength(1);
    expect(articles.bodyOf({ ...articles.formOf(yshop!), title: ' 隐私政策（新） ' })).toEqual({
      id: 49, title: '隐私政策（新）', author: '商城客服', imageInput: 'https://img.test/a.png', synopsis: '保护您的信息', content: '<p>正文</p>',
    });
    expect(articles.bodyOf(articles.newForm())).toEqual({ title: '', author: '', imageInput: '', synopsis: '', content: '' });
  });

  it('checks the form with the server’s messages', () => {
    expect(articleProblems(articles.newForm())).toEqual({ title: '请输入文章标题', author: '请输入文章作者', imageInput: '请上传文章图片', synopsis: '请填写文章简介', content: '请填写文章详情' });
    const ok = { title: '标题', author: '作者', imageInput: 'https://img.test/a.png', synopsis: '简介', content: '<p>正文</p>' };
    expect(articleProblems(ok)).toBeUndefined();
    expect(articleProblems({ ...ok, title: 'x'.repeat(256), content: ' ' })).toEqual({ title: '文章标题不能超过 255 个字符', content: '请填写文章详情' });
  });

  it('uses yshop’s authorities; 发布 is offered for either back end’s', () => {
    expect(articles.permissions).toMatchObject({
      list: ['admin', 'YXARTICLE_ALL', 'YXARTICLE_SELECT'],
      add: ['admin', 'YXARTICLE_ALL', 'YXARTICLE_CREATE'],
      edit: ['admin', 'YXARTICLE_ALL', 'YXARTICLE_EDIT'],
      del: ['admin', 'YXARTICLE_ALL', 'YXARTICLE_DELETE'],
    });
    expect(ARTICLE_PUBLISH).toEqual(['YXARTICLE_ALL', 'YXARTICLE_PUBLISH', 'YXARTICLE_DELETE']);
    expect(articles.exportUrl).toBeUndefined();
  });
});
