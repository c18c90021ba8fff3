import type { Resource } from '../resource';
import { ArticleRepository } from './repository';
import { articleRoutes } from './routes';
import { articleSeed } from './seed';

declare module '../context' {
  interface AppContext {
    articles: ArticleRepository;
  }
}

/** 图文管理 (`yx_article`, CONTRACT-MEMBERS 2.12, 3.9, 5.9; issue 33). */
export const articles: Resource = {
  name: 'articles',
  prefix: '/api/yxArticle',
  seed: articleSeed,
  services: (ctx) => ({ articles: new ArticleRepository(ctx.db) }),
  routes: articleRoutes,
};
