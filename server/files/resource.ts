import type { Resource } from '../resource';
import { PictureRepository } from './picture-repository';
import { pictureRoutes, storedFileRoutes } from './routes';
import { pictureSeed } from './seed';

declare module '../context' {
  interface AppContext {
    pictures: PictureRepository;
  }
}

/** 图片库: `api/pictures`. */
export const pictures: Resource = {
  name: 'pictures',
  seed: pictureSeed,
  prefix: '/api/pictures',
  services: (ctx) => ({ pictures: new PictureRepository(ctx.db) }),
  routes: pictureRoutes,
};

/** The uploaded files themselves, public: `/file/...` and `/avatar/...`. */
export const storedFiles: Resource = {
  name: 'storedFiles',
  prefix: '',
  routes: storedFileRoutes,
};
