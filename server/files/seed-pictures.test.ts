import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { openDatabase } from '../db/connection';
import { runMigrations } from '../db/migrations';
import { tempDir } from '../testing/harness';
import { seedPicture } from '../db/seed-picture';
import { placeholderPng } from '../shared/placeholder-png';
import { restoreSeedPictures } from './seed-pictures';
import { FileStorage } from './storage';

describe('the seed’s pictures', () => {
  it('draws a real 96 px PNG, the same bytes for the same number and other colours for another', () => {
    const png = PNG.sync.read(placeholderPng(11));
    expect([png.width, png.height]).toEqual([96, 96]);
    expect(placeholderPng(11).equals(placeholderPng(11))).toBe(true);
    expect(placeholderPng(11).equals(placeholderPng(12))).toBe(false);
  });

  it('keeps a 上传图片 row per picture and writes the missing files at start-up, never touching an upload', () => {
    const dir = tempDir();
    const db = openDatabase(':memory:');
    try {
      runMigrations(db);
      const category = seedPicture(db, 0, 'category', 11, '工具.png');
      const product = seedPicture(db, 0, 'product', 32, '口红.png');
      expect([category, product]).toEqual(['/file/pictures/seed-category-11.png', '/file/pictures/seed-product-32.png']);
      expect(db.prepare('SELECT filename, stored_name, width FROM pictures ORDER BY id').all()).toEqual([
        { filename: '工具.png', stored_name: 'seed-category-11.png', width: 96 },
        { filename: '口红.png', stored_name: 'seed-product-32.png', width: 96 },
      ]);
      const files = new FileStorage(dir);
      const upload = path.join(dir, 'files', 'pictures', 'seed-product-99.png');
      fs.mkdirSync(path.dirname(upload), { recursive: true });
      fs.writeFileSync(upload, 'not ours');
      db.prepare("INSERT INTO pictures (filename, stored_name, size, width, height, username, create_time) VALUES ('x', 'seed-product-99.png', 1, 1, 1, 'a', 0)").run();
      restoreSeedPictures(db, files);
      const written = (name: string) => fs.readFileSync(files.resolve(`pictures/${name}`)!);
      expect(written('seed-category-11.png').equals(placeholderPng(11))).toBe(true);
      expect(PNG.sync.read(written('seed-product-32.png')).width).toBe(96);
      expect(written('seed-product-99.png').toString()).toBe('not ours');
    } finally {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
