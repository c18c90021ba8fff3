import type { Db } from '../db/connection';
import type { DbVersion } from '../db/version';
import { SqlList, Where, type Page } from '../db/list';
import { MEMBER_SEARCH } from '../db/member-search';
import { StatementCache } from '../db/statement-cache';
import { wireRow } from '../db/wire-row';
import { badRequest } from '../http/errors';
import { centsToWire, yuanText } from '../shared/cents';
import { formatDateTime } from '../shared/time';
import { MAX_BALANCE, NO_MEMBER, NOT_ENOUGH, type MemberDto, type MemberEdit, type MemberQuery, type MoneyChange, type SpreadDto, type SpreadQuery } from './schemas';

const FROM = 'yx_user u';
const SELECT = `SELECT u.uid, u.username, u.real_name AS realName, u.birthday, u.card_id AS cardId, u.mark, u.partner_id AS partnerId,
  u.group_id AS groupId, u.nickname, u.avatar, u.phone, u.create_time AS createTime, u.add_ip AS addIp, u.now_money AS nowMoney,
  u.brokerage_price AS brokeragePrice, u.integral, u.sign_num AS signNum, u.status, u.level, u.spread_uid AS spreadUid,
  u.spread_time AS spreadTime, u.user_type AS userType, u.is_promoter AS isPromoter, u.pay_count AS payCount,
  u.spread_count AS spreadCount, u.addres, u.adminid, u.login_type AS loginType FROM ${FROM}`;
const toDto = wireRow<MemberDto>({ cents: ['nowMoney', 'brokeragePrice', 'integral'], times: ['createTime', 'spreadTime'] });

const BILL = `INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time)
  VALUES (@uid, @linkId, @pm, @title, @category, @type, @number, @balance, @mark, @at, @at)`;

/**
 * 会员 (`yx_user`, CONTRACT-MEMBERS 2.1, 4.1). Every change of a balance or points starts
 * with the UPDATE that checks the value it starts from (`now_money >= @money`), then writes
 * its bill with the balance that UPDATE returned: run inside the caller's transaction, two
 * operators at once each apply exactly once, and no balance goes below zero. Rows are read
 * only to say why an UPDATE changed nothing.
 */
export class MemberRepository {
  private readonly list;
  private readonly statements: StatementCache;

  constructor(db: Db, version?: DbVersion) {
    this.statements = new StatementCache(db);
    // The columns the screens show (Rec. 7.8: nothing else reaches ORDER BY); yshop's screens send `uid,desc`.
    const sort = { uid: 'u.uid', id: 'u.uid', createTime: 'u.create_time', nowMoney: 'u.now_money', brokeragePrice: 'u.brokerage_price', integral: 'u.integral', payCount: 'u.pay_count', spreadCount: 'u.spread_count' };
    this.list = new SqlList<unknown>(db, { select: SELECT, from: FROM, sort, defaultOrder: 'u.uid DESC', idColumn: 'u.uid' }, version);
  }

  private sql(text: string) {
    return this.statements.get(text);
  }

  page(q: MemberQuery): Page<MemberDto> {
    const where = new Where()
      .add('u.is_del = 0')
      .substring('u.uid', MEMBER_SEARCH, 'nickname', q.nickname)
      .substring('u.uid', MEMBER_SEARCH, 'phone', q.phone)
      .equals('u.is_promoter', q.isPromoter);
    // yshop's filter sends `H5` for `h5` rows (MySQL's collation matched them; 8.2 Rec.).
    if (q.userType) where.add('u.user_type = ? COLLATE NOCASE', q.userType);
    const { content, totalElements } = this.list.page(where, this.list.order(q.sort), q.page, q.size);
    return { content: content.map(toDto), totalElements };
  }

  private exists(uid: number): boolean {
    return this.sql('SELECT 1 FROM yx_user WHERE uid = ? AND is_del = 0').get(uid) !== undefined;
  }

  // update_time is the member's last sign-in in yshop (3.1), so no write here touches it.

  /**
   * 修改用户: the dialog's fields only. The first statement is the write (it takes SQLite's
   * write lock, so no other process changes the row between it and the points below); a
   * points change is then one guarded UPDATE from the value just read, and its bill.
   */
  edit(body: MemberEdit, at: number): void {
    const changed = this.sql(
      `UPDATE yx_user SET real_name = coalesce(@realName, real_name), mark = coalesce(@mark, mark), phone = coalesce(@phone, phone),
         adminid = coalesce(@adminid, adminid) WHERE uid = @uid AND is_del = 0`,
    ).run({ uid: body.uid, realName: body.realName ?? null, mark: body.mark ?? null, phone: body.phone ?? null, adminid: body.adminid ?? null }).changes;
    if (changed === 0) throw badRequest(NO_MEMBER);
    if (body.integral === undefined) return;
    if (body.integral > MAX_BALANCE) throw badRequest('用户积分不能超过999999.99');
    const was = this.sql('SELECT integral FROM yx_user WHERE uid = ?').pluck().get(body.uid) as number;
    if (was === body.integral) return;
    this.sql('UPDATE yx_user SET integral = @now WHERE uid = @uid AND integral = @was').run({ uid: body.uid, now: body.integral, was });
    const add = body.integral > was;
    const delta = Math.abs(body.integral - was);
    this.sql(BILL).run({
      uid: body.uid, linkId: '0', pm: add ? 1 : 0, title: add ? '系统增加积分' : '系统减少积分', category: 'integral', type: add ? 'system_add' : 'system_sub',
      number: delta, balance: body.integral, mark: `${add ? '系统增加了' : '系统扣除了'}${yuanText(delta)}积分`, at,
    });
  }

  /** 修改余额 (4.1 Rec.): one guarded UPDATE, then its bill with the balance it left. */
  changeMoney({ uid, ptype, money }: MoneyChange, at: number): void {
    const add = ptype === 1;
    const balance = this.sql(
      add
        ? 'UPDATE yx_user SET now_money = now_money + @money WHERE uid = @uid AND is_del = 0 AND now_money + @money <= @max RETURNING now_money'
        : 'UPDATE yx_user SET now_money = now_money - @money WHERE uid = @uid AND is_del = 0 AND now_money >= @money RETURNING now_money',
    ).pluck().get({ uid, money, max: MAX_BALANCE }) as number | undefined;
    if (balance === undefined) throw badRequest(!this.exists(uid) ? NO_MEMBER : add ? '余额不能超过999999.99' : NOT_ENOUGH);
    this.sql(BILL).run({
      uid, linkId: add ? '' : '0', pm: add ? 1 : 0, title: add ? '系统增加余额' : '系统减少余额', category: 'now_money', type: add ? 'system_add' : 'system_sub',
      number: money, balance, mark: `${add ? '系统增加了' : '系统扣除了'}${yuanText(money)}余额`, at,
    });
  }

  /**
   * 查看下级 (10.5): the live members the member invited (grade 0), or those they invited
   * (grade 1), at most 999 as the parent commit, with their invitees, orders and orders' total.
   */
  spread({ uid, grade }: SpreadQuery): SpreadDto[] {
    if (!this.exists(uid)) throw badRequest(NO_MEMBER);
    const invitedBy = grade === 0 ? '@uid' : '(SELECT p.uid FROM yx_user p WHERE p.spread_uid = @uid AND p.is_del = 0)';
    const rows = this.sql(
      `SELECT u.uid, u.nickname, u.avatar, coalesce(u.spread_time, u.create_time) AS at,
         (SELECT COUNT(*) FROM yx_user c WHERE c.spread_uid = u.uid AND c.is_del = 0) AS childCount,
         (SELECT COUNT(*) FROM yx_store_order o WHERE o.uid = u.uid AND o.is_del = 0) AS orderCount,
         (SELECT coalesce(SUM(o.pay_price), 0) FROM yx_store_order o WHERE o.uid = u.uid AND o.is_del = 0) AS numberCount
       FROM yx_user u WHERE u.spread_uid IN (${invitedBy}) AND u.is_del = 0 ORDER BY u.uid DESC LIMIT 999`,
    ).all({ uid }) as Array<Omit<SpreadDto, 'time'> & { at: number }>;
    return rows.map(({ at, ...r }) => ({ ...r, time: formatDateTime(at).slice(0, 10).replaceAll('-', '/'), numberCount: centsToWire(r.numberCount) }));
  }

  /** 状态 (4.1): the other status than the one the console showed; pressing twice sets it once. */
  setStatus(uid: number, shown: number): void {
    const changed = this.sql('UPDATE yx_user SET status = @next WHERE uid = @uid AND is_del = 0').run({ uid, next: shown === 1 ? 0 : 1 }).changes;
    if (changed === 0) throw badRequest(NO_MEMBER);
  }
}
