import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/connection';
import { hueSeed, placeholderPng, SEED_NAME, SEED_PICTURE_PREFIX, type SeedPictureKind } from '../shared/placeholder-png';
import type { FileStorage } from './storage';

/**
 * Writes the seeded pictures the database names but the data folder lacks. The seed runs
 * with the database only (and a test app starts from a copy of a seeded database file),
 * so the files are made when the app starts: a fresh `npm start`, and every test app, has
 * them; pictures someone uploaded are never touched.
 */
export function restoreSeedPictures(db: Db, files: FileStorage): void {
  const names = db
    .prepare<[string], string>("SELECT stored_name FROM pictures WHERE stored_name LIKE ? ESCAPE '\\'")
    .pluck()
    .all(`${SEED_PICTURE_PREFIX.replace(/[_%\\]/g, (c) => `\\${c}`)}%`);
  for (const name of names) {
    const match = SEED_NAME.exec(name);
    const file = files.resolve(`pictures/${name}`);
    if (!match || !file || fs.existsSync(file)) continue;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, placeholderPng(hueSeed(match[1] as SeedPictureKind, Number(match[2]))), { mode: 0o644 });
  }
}
