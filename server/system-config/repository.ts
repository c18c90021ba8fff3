import type { Db } from '../db/connection';
import { SqlList, Where, type Page } from '../db/list';
import { isSealed, type SecretBox } from '../shared/secret-box';
import { configKey, MASK } from './keys';
import type { ConfigDto } from './schemas';

/** Sortable columns: the only names a request's `sort` reaches. */
export const CONFIG_SORT = { id: 'c.id', menuName: 'c.menu_name', sort: 'c.sort' } as const;

const SELECT = 'SELECT c.id, c.menu_name AS menuName, c.value, c.sort, c.status FROM yx_system_config c';

/** A secret's value as answered: `******` when set, '' when not; never the value. */
const answered = (row: ConfigDto): ConfigDto => (configKey(row.menuName)?.secret ? { ...row, value: row.value === '' ? '' : MASK } : row);

/** 系统配置 (`yx_system_config`): one row per key, values as text, the secrets' sealed (./secrets.ts). */
export class SystemConfigRepository {
  private readonly list;
  private readonly valueStmt;
  private readonly upsertStmt;

  constructor(
    db: Db,
    private readonly box: SecretBox,
  ) {
    this.list = new SqlList<ConfigDto>(db, { select: SELECT, from: 'yx_system_config c', sort: CONFIG_SORT, defaultOrder: 'c.id ASC', idColumn: 'c.id' });
    this.valueStmt = db.prepare<[string], string>('SELECT value FROM yx_system_config WHERE menu_name = ?').pluck();
    this.upsertStmt = db.prepare('INSERT INTO yx_system_config (menu_name, value) VALUES (?, ?) ON CONFLICT (menu_name) DO UPDATE SET value = excluded.value');
  }

  order(sort: string | readonly string[] | undefined): string {
    return this.list.order(sort);
  }

  /** A page of every key, secrets masked. */
  page(order: string, page: number, size: number): Page<ConfigDto> {
    const { content, totalElements } = this.list.page(new Where(), order, page, size);
    return { content: content.map(answered), totalElements };
  }

  /** The stored value (a secret's too: for the server's own use, never for an answer). */
  value(key: string): string | undefined {
    const stored = this.valueStmt.get(key);
    return stored !== undefined && configKey(key)?.secret && isSealed(stored) ? this.box.open(stored, key) : stored;
  }

  /** Writes each key's value, a row per key (added when the key has none yet); a secret is sealed first. */
  save(values: Readonly<Record<string, string>>): void {
    for (const [key, value] of Object.entries(values)) this.upsertStmt.run(key, configKey(key)?.secret && value !== '' ? this.box.seal(value, key) : value);
  }
}
