import type { Resource } from '../resource';
import { ReviewRepository } from './repository';
import { reviewRoutes } from './routes';
import { reviewSeed } from './seed';

declare module '../context' {
  interface AppContext {
    reviews: ReviewRepository;
  }
}

/** 评论管理 (issue 24): `api/yxStoreProductReply`. */
export const reviews: Resource = {
  name: 'reviews',
  seed: reviewSeed,
  prefix: '/api/yxStoreProductReply',
  services: (ctx) => ({ reviews: new ReviewRepository(ctx.db) }),
  routes: reviewRoutes,
};
