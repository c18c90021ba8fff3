import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';

/** 图片库 under 系统工具 (eladmin's 图床 `tools/picture/index`), with its upload button. */
export const pictureSeed: ResourceSeed = {
  menus: [
    {
      folder: 'sys-tools',
      sort: 5,
      menu: page('图片库', 'pictures', 'tools/picture/index', 'Pictures', 'icon', {
        permission: 'pictures:list',
        children: [button('上传图片', 'pictures:add')],
      }),
    },
  ],
};
