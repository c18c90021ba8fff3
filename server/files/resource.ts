import type { Resource } from '../resource';
import { PictureGroupRepository } from './group-repository';
import { pictureGroupRoutes } from './group-routes';
import { PictureRepository } from './picture-repository';
import { pictureRoutes, storedFileRoutes } from './routes';
import { restoreSeedPictures } from './seed-pictures';
import { pictureSeed } from './seed';

declare module '../context' {
  interface AppContext {
    pictures: PictureRepository;
    pictureGroups: PictureGroupRepository;
  }
}

/** 图片库: `api/pictures`, with its groups (`api/pictures/groups`, `api/pictures/move`). */
export const pictures: Resource = {
  name: 'pictures',
  seed: pictureSeed,
  prefix: '/api/pictures',
  services: (ctx) => {
    // The seed's placeholders' files (categories, products), for a database seeded
    // without its data folder: every test app, a copied database.
    restoreSeedPictures(ctx.db, ctx.files);
    return { pictures: new PictureRepository(ctx.db), pictureGroups: new PictureGroupRepository(ctx.db) };
  },
  routes: (app, ctx) => {
    pictureRoutes(app, ctx);
    pictureGroupRoutes(app, ctx);
  },
};

/** The uploaded files themselves, public: `/file/...` and `/avatar/...`. */
export const storedFiles: Resource = {
  name: 'storedFiles',
  prefix: '',
  routes: storedFileRoutes,
};
