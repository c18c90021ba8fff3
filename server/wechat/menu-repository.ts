import type { Db } from '../db/connection';
import { StatementCache } from '../db/statement-cache';
import { MENU_KEY, type MenuButton, type MenuDto } from './menu-schemas';

/** 微信菜单 (`yx_wechat_menu`, CONTRACT-MEMBERS 2.13, 3.11): one row, the buttons as JSON text. */
export class WechatMenuRepository {
  private readonly statements: StatementCache;

  constructor(db: Db) {
    this.statements = new StatementCache(db);
  }

  find(): MenuDto | undefined {
    return this.statements.get('SELECT key, result, add_time AS addTime FROM yx_wechat_menu WHERE key = ?').get(MENU_KEY) as MenuDto | undefined;
  }

  /** `add_time` in epoch seconds, as yshop keeps it. */
  save(buttons: readonly MenuButton[], at: number): void {
    this.statements
      .get('INSERT INTO yx_wechat_menu (key, result, add_time) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET result = excluded.result, add_time = excluded.add_time')
      .run(MENU_KEY, JSON.stringify(buttons), Math.floor(at / 1000));
  }
}
