import { hueSeed, placeholderPng, SEED_PICTURE_SIZE, seedPictureName, type SeedPictureKind } from '../shared/placeholder-png';
import type { Db } from './connection';

/**
 * A seeded picture's 上传图片 row (its file is written at start-up, files/seed-pictures.ts),
 * and the URL rows store, relative to this server as uploads' are without PUBLIC_BASE_URL.
 * Here, below the categories and products that both seed pictures; the statement is the
 * one files/picture-repository.ts inserts with.
 */
export function seedPicture(db: Db, at: number, kind: SeedPictureKind, n: number, filename: string): string {
  const png = placeholderPng(hueSeed(kind, n));
  const storedName = seedPictureName(kind, n);
  db.prepare('INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    filename,
    storedName,
    png.length,
    SEED_PICTURE_SIZE,
    SEED_PICTURE_SIZE,
    'admin',
    at,
  );
  return `/file/pictures/${storedName}`;
}
