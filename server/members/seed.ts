import type { ResourceSeed } from '../db/seed';
import { DEMO_MEMBERS, DUMP_MEMBER, seededRandom } from '../shared/demo';

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '晓东', '思琪', '雨萱', '子涵', '浩然', '欣怡'];
const USER_TYPES = ['routine', 'wechat', 'h5', 'app'] as const;
const PREFIXES = ['135', '136', '137', '138', '139', '150', '151', '152', '158', '159', '186', '187', '188', '177'];

const DAY = 86_400_000;

/**
 * The dump's member and generated ones (CONTRACT-SHOP decisions: about 60 members that look
 * real), money in hundredths; no password (app users sign in elsewhere). Demo data only.
 */
export const memberSeed: ResourceSeed = {
  rows: ({ db, at, demo }) => {
    if (!demo) return;
    const insert = db.prepare(`INSERT INTO yx_user
      (uid, username, nickname, avatar, phone, create_time, update_time, now_money, integral, status, user_type, pay_count, add_ip, last_ip, spread_uid)
      VALUES (?, ?, ?, '', ?, ?, ?, ?, ?, 1, ?, ?, '127.0.0.1', '127.0.0.1', 0)`);
    const firstAt = at - 330 * DAY;
    insert.run(DUMP_MEMBER.uid, DUMP_MEMBER.phone, DUMP_MEMBER.phone, DUMP_MEMBER.phone, firstAt, firstAt, DUMP_MEMBER.nowMoney, 0, 'routine', 2);
    const random = seededRandom(24);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const phones = new Set<string>([DUMP_MEMBER.phone]);
    for (let i = 1; i < DEMO_MEMBERS; i += 1) {
      let phone: string;
      do phone = pick(PREFIXES) + String(Math.floor(random() * 1e8)).padStart(8, '0');
      while (phones.has(phone));
      phones.add(phone);
      const created = at - Math.floor(random() * 300 * DAY);
      // Balances and points in hundredths, rounded to whole yuan and points like real top-ups.
      const money = Math.floor(random() * 2000) * 100;
      const points = Math.floor(random() * 500) * 100;
      insert.run(DUMP_MEMBER.uid + i, phone, pick(SURNAMES) + pick(GIVEN), phone, created, created, money, points, pick(USER_TYPES), Math.floor(random() * 12));
    }
  },
};
