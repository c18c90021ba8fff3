import type { Resource } from '../resource';
import { PictureRepository } from './picture-repository';
import { pictureRoutes, storedFileRoutes } from './routes';
import { restoreSeedPictures } from './seed-pictures';
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
  services: (ctx) => {
    // The seed's placeholders' files (categories, products), for a database seeded
    // without its data folder: every test app, a copied database.
    restoreSeedPictures(ctx.db, ctx.files);
    return { pictures: new PictureRepository(ctx.db) };
  },
  routes: pictureRoutes,
};

/** The uploaded files themselves, public: `/file/...` and `/avatar/...`. */
export const storedFiles: Resource = {
  name: 'storedFiles',
  prefix: '',
  routes: storedFileRoutes,
};
