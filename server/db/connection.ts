import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Opens (creating when missing) the one SQLite file the server keeps everything in. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  // WAL lets readers run beside the single writer; NORMAL is durable enough under WAL.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // A second process (a CLI, a backup) may hold the write lock briefly.
  db.pragma('busy_timeout = 5000');
  return db;
}
