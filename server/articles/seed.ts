import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { demoArticles } from './demo';

/**
 * 图文管理 (CONTRACT-MEMBERS 1, 5.9, 6: the dump's menu 50 in 微信管理, with its hidden form pages
 * 235 `/wechat/artadd` and 236 `/wechat/artadd/:id`), placed at the dump's menu ids so the
 * folder's other pages keep their own places. The dump has no buttons for it; these grant
 * 2.12's calls one by one, 发布 its own (Rec. 7.15). Not the editor's: it writes and publishes.
 */
export const articleSeed: ResourceSeed = {
  menus: [
    {
      folder: 'wechat',
      sort: 50,
      menu: page('图文管理', 'wearticle', 'wechat/article/index', 'WeArticle', 'article', {
        permission: 'YXARTICLE_SELECT',
        children: [
          button('图文详情', 'YXARTICLE_GET'),
          button('图文新增', 'YXARTICLE_CREATE'),
          button('图文编辑', 'YXARTICLE_EDIT'),
          button('图文删除', 'YXARTICLE_DELETE'),
          button('图文发布', 'YXARTICLE_PUBLISH'),
        ],
      }),
    },
    { folder: 'wechat', sort: 235, menu: page('新增图文', 'artadd', 'wechat/article/form', 'ArticleAdd', 'add', { hidden: true, permission: 'YXARTICLE_CREATE' }) },
    { folder: 'wechat', sort: 236, menu: page('编辑图文', 'artadd/:id', 'wechat/article/form', 'ArticleEdit', 'edit', { hidden: true, permission: 'YXARTICLE_EDIT' }) },
  ],
  rows: ({ db, at, demo }) => {
    if (demo) demoArticles(db, at);
  },
};
