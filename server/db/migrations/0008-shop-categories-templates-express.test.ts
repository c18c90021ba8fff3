import { openDatabase, type Db } from '../connection';
import { MIGRATIONS, runMigrations } from './index';

describe('migration 8: the shop’s categories, templates and express companies', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
    runMigrations(db, MIGRATIONS.filter((m) => m.version <= 7));
  });
  afterEach(() => db.close());

  const counts = () =>
    ['yx_store_category', 'yx_express', 'yx_shipping_templates', 'yx_shipping_templates_region', 'yx_shipping_templates_free'].map(
      (table) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number,
    );

  it('gives a database seeded before it the dump’s base rows, pictures of the child categories included', () => {
    db.prepare("INSERT INTO app_meta (key, value) VALUES ('seeded_at', '0')").run();
    expect(runMigrations(db)).toContain(8);
    expect(counts()).toEqual([20, 4, 2, 20, 14]);
    expect(db.prepare("SELECT COUNT(*) FROM pictures WHERE stored_name LIKE 'seed-category-%'").pluck().get()).toBe(12);
    expect(db.prepare('SELECT pic FROM yx_store_category WHERE id = 11').pluck().get()).toBe('/file/pictures/seed-category-11.png');
  });

  it('leaves a database not seeded yet empty: the seed that follows fills it, once', () => {
    expect(runMigrations(db)).toContain(8);
    expect(counts()).toEqual([0, 0, 0, 0, 0]);
  });
});
