import type { ResourceSeed } from '../db/seed';
import { SEED_PICTURE_GROUPS } from '../db/seed-picture';
import { button, page } from '../db/seed-menus';

/** The demo shop's groups: the seed's pictures go in the first two, 活动图 is empty. */
const DEMO_GROUPS = [SEED_PICTURE_GROUPS.product, SEED_PICTURE_GROUPS.category, '活动图'];

/** 图片库 under 系统工具 (eladmin's 图床 `tools/picture/index`), with its buttons; the demo's groups. */
export const pictureSeed: ResourceSeed = {
  rows: ({ db, at, demo }) => {
    if (!demo) return;
    const insert = db.prepare('INSERT INTO picture_groups (name, create_time) VALUES (?, ?)');
    for (const name of DEMO_GROUPS) insert.run(name, at);
  },
  menus: [
    {
      folder: 'sys-tools',
      sort: 5,
      menu: page('图片库', 'pictures', 'tools/picture/index', 'Pictures', 'icon', {
        permission: 'pictures:list',
        // 编辑: rename a group, move pictures; 删除: delete a group (its pictures stay).
        children: [button('上传图片', 'pictures:add'), button('编辑图片', 'pictures:edit'), button('删除分组', 'pictures:del')],
      }),
    },
  ],
};
