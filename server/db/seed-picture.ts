import { hueSeed, placeholderPng, SEED_PICTURE_SIZE, seedPictureName, type SeedPictureKind } from '../shared/placeholder-png';
import type { Db } from './connection';

/**
 * The demo shop's picture groups (files/seed.ts makes them, before the categories and
 * products seed their pictures): each seeded picture goes in its kind's group; the
 * 商城设置 rows' (`setting`) are 未分组.
 */
export const SEED_PICTURE_GROUPS: Readonly<Record<Exclude<SeedPictureKind, 'setting'>, string>> = { category: '分类图', product: '商品图' };

/**
 * A seeded picture's 上传图片 row (its file is written at start-up, files/seed-pictures.ts),
 * and the URL rows store, relative to this server as uploads' are without PUBLIC_BASE_URL.
 * Here, below the categories and products that both seed pictures; the statement is the
 * one files/picture-repository.ts inserts with. Where its group was not seeded (an empty
 * shop has none), the picture is 未分组.
 */
export function seedPicture(db: Db, at: number, kind: SeedPictureKind, n: number, filename: string): string {
  const png = placeholderPng(hueSeed(kind, n));
  const storedName = seedPictureName(kind, n);
  db.prepare(
    'INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time, group_id) VALUES (?, ?, ?, ?, ?, ?, ?, (SELECT id FROM picture_groups WHERE name = ?))',
  ).run(
    filename,
    storedName,
    png.length,
    SEED_PICTURE_SIZE,
    SEED_PICTURE_SIZE,
    'admin',
    at,
    kind === 'setting' ? null : SEED_PICTURE_GROUPS[kind],
  );
  return `/file/pictures/${storedName}`;
}
