import type { Db } from '../db/connection';
import type { ResourceSeed } from '../db/seed';
import { button, page } from '../db/seed-menus';
import { DEMO_MEMBERS, DUMP_MEMBER, seededRandom } from '../shared/demo';
import { yuanText } from '../shared/cents';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '晓东', '思琪', '雨萱', '子涵', '浩然', '欣怡'];
const USER_TYPES = ['routine', 'wechat', 'h5', 'app'] as const;
const PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188', '177'];

const DAY = 86_400_000;
/** Members after the first DEMO_MEMBERS (whom the orders and bills name): a shop of a few hundred (settled 5). */
const MORE_MEMBERS = 240;
/** Two promoters among the first members, whose invitees are some of the later ones. */
const PROMOTERS = [DUMP_MEMBER.uid + 4, DUMP_MEMBER.uid + 8];

type Random = () => number;

const pickWith = (random: Random) => <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** A mobile number no member has yet. */
function newPhone(random: Random, phones: Set<string>): string {
  let phone: string;
  do phone = pickWith(random)(PREFIXES) + String(Math.floor(random() * 1e8)).padStart(8, '0');
  while (phones.has(phone));
  phones.add(phone);
  return phone;
}

const nameOf = (random: Random): string => pickWith(random)(SURNAMES) + pickWith(random)(GIVEN);

const INSERT = `INSERT INTO yx_user
  (uid, username, nickname, avatar, phone, create_time, update_time, now_money, integral, status, user_type, pay_count, add_ip, last_ip, spread_uid, spread_time)
  VALUES (?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?, '127.0.0.1', '127.0.0.1', ?, ?)`;

/**
 * The later members: some invited by the promoters, a few 禁止, half with a balance
 * topped up once (its 用户余额充值 bill, so the bills agree with the balance). Their own
 * generator, so the first members (and the orders and bills that name them) stay as they were.
 */
function moreMembers(db: Db, at: number, phones: Set<string>): void {
  const insert = db.prepare(INSERT);
  const bill = db.prepare(
    "INSERT INTO yx_user_bill (uid, link_id, pm, title, category, type, number, balance, mark, create_time, update_time) VALUES (?, '0', 1, '用户余额充值', 'now_money', 'recharge', ?, ?, ?, ?, ?)",
  );
  const random = seededRandom(32);
  for (let i = 0; i < MORE_MEMBERS; i += 1) {
    const uid = DUMP_MEMBER.uid + DEMO_MEMBERS + i;
    const phone = newPhone(random, phones);
    const nickname = nameOf(random);
    const created = at - Math.floor(random() * 360 * DAY);
    const money = random() < 0.5 ? (10 + Math.floor(random() * 500)) * 100 + (random() < 0.3 ? Math.floor(random() * 100) : 0) : 0;
    const points = Math.floor(random() * 300) * 100;
    const promoter = i % 6 === 0 ? PROMOTERS[(i / 6) % 2]! : 0;
    insert.run(uid, phone, nickname, phone, created, created, money, points, i % 37 === 5 ? 0 : 1, pickWith(random)(USER_TYPES), Math.floor(random() * 6), promoter, promoter ? created : null);
    if (money > 0) bill.run(uid, money, money, `成功充值余额${yuanText(money)}`, created + DAY, created + DAY);
  }
  const promote = db.prepare('UPDATE yx_user SET is_promoter = 1, spread_count = (SELECT COUNT(*) FROM yx_user s WHERE s.spread_uid = yx_user.uid) WHERE uid = ?');
  for (const uid of PROMOTERS) promote.run(uid);
}

/**
 * 会员's page (CONTRACT-MEMBERS 5.1, restored in the seed: settled 1) with its button, 分销员's, and
 * the demo members: the dump's one and generated ones, money in hundredths; no password
 * (app users sign in elsewhere).
 */
export const memberSeed: ResourceSeed = {
  menus: [
    { folder: 'member', sort: 1, menu: page('会员', 'member', 'shop/user/index', 'Member', 'peoples', { permission: 'YXUSER_SELECT', children: [button('会员编辑', 'YXUSER_EDIT')] }) },
    // 分销员 (5.2, settled 2): the promoters among the members; 查看下级 and 状态 need 会员编辑.
    { folder: 'promoter', sort: 1, menu: page('分销员', 'aindex', 'shop/user/aindex', 'Aindex', 'peoples', { permission: 'YXUSER_SELECT' }) },
  ],
  rows: ({ db, at, demo }) => {
    if (!demo) return;
    const insert = db.prepare(INSERT);
    const firstAt = at - 330 * DAY;
    insert.run(DUMP_MEMBER.uid, DUMP_MEMBER.phone, DUMP_MEMBER.phone, DUMP_MEMBER.phone, firstAt, firstAt, DUMP_MEMBER.nowMoney, 0, 1, 'routine', 2, 0, null);
    const random = seededRandom(24);
    const phones = new Set<string>([DUMP_MEMBER.phone]);
    for (let i = 1; i < DEMO_MEMBERS; i += 1) {
      // The draws in their first order, so these members stay as the orders and bills know them.
      const phone = newPhone(random, phones);
      const created = at - Math.floor(random() * 300 * DAY);
      // Balances and points in hundredths, rounded to whole yuan and points like real top-ups.
      const money = Math.floor(random() * 2000) * 100;
      const points = Math.floor(random() * 500) * 100;
      insert.run(DUMP_MEMBER.uid + i, phone, nameOf(random), phone, created, created, money, points, 1, pickWith(random)(USER_TYPES), Math.floor(random() * 12), 0, null);
    }
    moreMembers(db, at, phones);
  },
};
