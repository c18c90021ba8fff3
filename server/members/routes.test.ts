import { logRows } from '../testing/system-fixtures';
import { signInWith } from '../testing/shop-fixtures';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { MemberDto } from './schemas';
import { accountOf, memberWith } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: MemberDto[]; totalElements: number };
const list = async (query: string, token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxUser?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const money = (uid: number, ptype: number | string, amount: unknown) => call(t.app, 'POST', '/api/yxUser/money', { token: admin, body: { uid, ptype, money: amount } });
const edit = (body: Record<string, unknown>, token = admin) => call(t.app, 'PUT', '/api/yxUser', { token, body });

describe('GET api/yxUser', () => {
  it('lists the live members newest first, money in yuan, yshop’s fields in its order and never the password', async () => {
    const uid = memberWith(t.app.ctx.db, '列表测试员', { money: 123456, points: 1050, phone: '13800138000' });
    t.app.ctx.db.prepare("UPDATE yx_user SET password = 'hash' WHERE uid = ?").run(uid);
    const page = await list('page=0&size=10&sort=uid,desc');
    expect(page.totalElements).toBe(301);
    expect(page.content).toHaveLength(10);
    const first = page.content[0]!;
    expect(Object.keys(first)).toEqual([
      'uid', 'username', 'realName', 'birthday', 'cardId', 'mark', 'partnerId', 'groupId', 'nickname', 'avatar', 'phone', 'createTime', 'addIp',
      'nowMoney', 'brokeragePrice', 'integral', 'signNum', 'status', 'level', 'spreadUid', 'spreadTime', 'userType', 'isPromoter', 'payCount',
      'spreadCount', 'addres', 'adminid', 'loginType',
    ]);
    expect(first).toMatchObject({ uid, nickname: '列表测试员', phone: '13800138000', nowMoney: 1234.56, brokeragePrice: 7, integral: 10.5, status: 1, createTime: '2026-01-01 08:00:00' });
    expect(JSON.stringify(page)).not.toContain('hash');
  });

  it('searches by nickname or phone, by source case-insensitively (yshop sends H5) and promoters; a deleted member never', async () => {
    const db = t.app.ctx.db;
    const a = memberWith(db, '搜索甲', { phone: '13912345678', userType: 'h5' });
    memberWith(db, '搜索乙', { phone: '13700000001', userType: 'wechat' });
    const gone = memberWith(db, '搜索丙', { phone: '13912340000' });
    db.prepare('UPDATE yx_user SET is_del = 1 WHERE uid = ?').run(gone);
    const names = async (q: string) => (await list(`page=0&size=50&sort=uid,desc&${q}`)).content.map((m) => m.nickname);
    expect(await names('nickname=搜索')).toEqual(['搜索乙', '搜索甲']);
    expect(await names('phone=1391234')).toEqual(['搜索甲']);
    expect(await names('nickname=搜索&userType=H5')).toEqual(['搜索甲']);
    expect(await names('nickname=搜索&userType=&phone=&isPromoter=')).toEqual(['搜索乙', '搜索甲']);
    expect((await list('isPromoter=1&size=50')).content.map((m) => m.isPromoter)).toEqual([1, 1]);
    expect((await list(`nickname=搜索甲&uid=${a + 1}&grade=1`)).totalElements).toBe(1);
  });

  it('follows an edited phone in the search and its total at once (the trigram index and the kept counts)', async () => {
    const a = memberWith(t.app.ctx.db, '改号码', { phone: '13912345678' });
    expect((await list('phone=0006666')).totalElements).toBe(0);
    expect((await edit({ uid: a, phone: '13600006666' })).statusCode).toBe(204);
    const page = await list('phone=0006666');
    expect({ total: page.totalElements, names: page.content.map((m) => m.nickname) }).toEqual({ total: 1, names: ['改号码'] });
    expect((await list('phone=1391234&nickname=改号码')).totalElements).toBe(0);
  });

  it('sorts only by the whitelisted columns; any other sort is ignored, never sent to SQL', async () => {
    const db = t.app.ctx.db;
    memberWith(db, '排序低', { money: 1 });
    memberWith(db, '排序高', { money: 99999999 });
    expect((await list('sort=nowMoney,desc&size=1')).content[0]!.nickname).toBe('排序高');
    const injected = await list(`sort=${encodeURIComponent('password;DROP TABLE yx_user,desc')}&size=1`);
    expect(injected.content[0]!.nickname).toBe('排序高'); // the default uid desc: the newest member
  });
});

describe('PUT api/yxUser (修改用户)', () => {
  it('writes only the dialog’s fields: balance, commission, status and the rest of the body are ignored', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '编辑测试员', { money: 5000, points: 2000 });
    const res = await edit({ uid, realName: '张三', mark: '老客户', phone: '13600000000', adminid: 1, nickname: '改名', nowMoney: 999999, brokeragePrice: 5000, status: 0, password: 'x', spreadUid: 1, userType: 'app' });
    expect(res.statusCode).toBe(204);
    expect(accountOf(db, uid)).toEqual({ money: 5000, points: 2000, commission: 700, status: 1, realName: '张三', mark: '老客户', phone: '13600000000', adminid: 1, bills: [] });
    expect(db.prepare('SELECT nickname, user_type AS userType, password, spread_uid AS spreadUid FROM yx_user WHERE uid = ?').get(uid)).toEqual({ nickname: '编辑测试员', userType: 'h5', password: null, spreadUid: 0 });
    expect(logRows(t.app, '修改用户')).toHaveLength(1);
  });

  it('changes points with an integral bill of the difference, in the same write; the same total again writes nothing', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '积分测试员', { points: 2000 });
    expect((await edit({ uid, integral: 30 })).statusCode).toBe(204);
    expect((await edit({ uid, integral: '5' })).statusCode).toBe(204);
    expect((await edit({ uid, integral: 5 })).statusCode).toBe(204);
    expect(accountOf(db, uid)).toMatchObject({
      points: 500,
      bills: [
        { pm: 1, title: '系统增加积分', category: 'integral', type: 'system_add', number: 1000, balance: 3000, mark: '系统增加了10.00积分', linkId: '0' },
        { pm: 0, title: '系统减少积分', category: 'integral', type: 'system_sub', number: 2500, balance: 500, mark: '系统扣除了25.00积分', linkId: '0' },
      ],
    });
  });

  it('refuses a bad phone, negative points, an unknown or deleted member, with a clear 400 and nothing written', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '拒绝测试员', { points: 100 });
    expectError(await edit({ uid, phone: '1380013800' }), 400, '请输入正确的11位手机号码');
    expectError(await edit({ uid, integral: -1 }), 400, '用户积分不能小于0');
    expectError(await edit({ uid, integral: 1000000 }), 400, '用户积分不能超过999999.99');
    expectError(await edit({ uid: 999999, mark: 'x' }), 400, '数据不存在');
    expectError(await edit({ mark: 'x' }), 400, 'ID 必须是整数');
    db.prepare('UPDATE yx_user SET is_del = 1 WHERE uid = ?').run(uid);
    expectError(await edit({ uid, mark: 'x' }), 400, '数据不存在');
    expect(db.prepare('SELECT COUNT(*) FROM yx_user WHERE uid = 999999').pluck().get()).toBe(0);
    expect(accountOf(db, uid)).toMatchObject({ points: 100, mark: '', bills: [] });
  });
});

describe('POST api/yxUser/money (修改余额)', () => {
  it('adds and takes exactly in cents, each with its bill and the balance it left', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '余额测试员', { money: 1000 });
    expect((await money(uid, 1, '0.01')).statusCode).toBe(204);
    expect((await money(uid, '1', 0.1)).statusCode).toBe(204);
    expect((await money(uid, 2, 10.11)).statusCode).toBe(204);
    expect(accountOf(db, uid)).toMatchObject({
      money: 0,
      bills: [
        { pm: 1, title: '系统增加余额', category: 'now_money', type: 'system_add', number: 1, balance: 1001, mark: '系统增加了0.01余额', linkId: '' },
        { pm: 1, title: '系统增加余额', type: 'system_add', number: 10, balance: 1011, mark: '系统增加了0.10余额' },
        { pm: 0, title: '系统减少余额', category: 'now_money', type: 'system_sub', number: 1011, balance: 0, mark: '系统扣除了10.11余额', linkId: '0' },
      ],
    });
    expect(logRows(t.app, '修改余额')).toHaveLength(3);
  });

  it('takes the whole balance, refuses one cent more (余额不足), never goes below zero nor writes a bill for a refusal', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '扣款测试员', { money: 500 });
    expectError(await money(uid, 2, '5.01'), 400, '余额不足');
    expect(accountOf(db, uid)).toMatchObject({ money: 500, bills: [] });
    expect((await money(uid, 2, '5.00')).statusCode).toBe(204);
    expectError(await money(uid, 2, '0.01'), 400, '余额不足');
    expect(accountOf(db, uid).money).toBe(0);
    expect(accountOf(db, uid).bills).toHaveLength(1);
    expect(logRows(t.app, '修改余额')).toHaveLength(1);
  });

  it('takes 999,999.99 and refuses going above it; refuses 0.001, zero, a negative amount, a wrong ptype and an unknown member', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '上限测试员');
    expect((await money(uid, 1, 999999.99)).statusCode).toBe(204);
    expect(accountOf(db, uid).money).toBe(99999999);
    expectError(await money(uid, 1, '0.01'), 400, '余额不能超过999999.99');
    expectError(await money(uid, 2, 0.001), 400, '金额最多两位小数');
    expectError(await money(uid, 2, 0), 400, '金额必须大于0');
    expectError(await money(uid, 1, -1), 400, '最低金额为0');
    expectError(await money(uid, 1, ''), 400, '请输入金额');
    expectError(await money(uid, 3, 1), 400, '请选择修改余额方式');
    expectError(await money(987654, 1, 1), 400, '数据不存在');
    expect(accountOf(db, uid)).toMatchObject({ money: 99999999, bills: [{ number: 99999999, balance: 99999999 }] });
  });
});

describe('POST api/yxUser/onStatus/{uid}', () => {
  it('sets the other status than the one shown; pressing 禁用 twice leaves it 禁止 once', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '状态测试员');
    const toggle = (status: number) => call(t.app, 'POST', `/api/yxUser/onStatus/${uid}`, { token: admin, body: { status } });
    expect((await toggle(1)).statusCode).toBe(200);
    expect((await toggle(1)).statusCode).toBe(200);
    expect(accountOf(db, uid).status).toBe(0);
    expect((await toggle(0)).statusCode).toBe(200);
    expect(accountOf(db, uid).status).toBe(1);
    expectError(await toggle(2), 400, '状态只能是 0 或 1');
    expectError(await call(t.app, 'POST', '/api/yxUser/onStatus/999999', { token: admin, body: { status: 1 } }), 400, '数据不存在');
  });
});

describe('permissions', () => {
  it('a user with list rights only reads the list and may change nothing; YXUSER_EDIT may', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '权限测试员', { money: 100 });
    const reader = await signInWith(t.app, ['YXUSER_SELECT']);
    expect((await list('page=0&size=1', reader)).totalElements).toBeGreaterThan(0);
    expect((await call(t.app, 'PUT', '/api/yxUser', { token: reader, body: { uid, mark: 'x' } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/yxUser/money', { token: reader, body: { uid, ptype: 1, money: 1 } })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', `/api/yxUser/onStatus/${uid}`, { token: reader, body: { status: 1 } })).statusCode).toBe(403);
    expect(accountOf(db, uid)).toMatchObject({ money: 100, status: 1, mark: '' });
    const editor = await signInWith(t.app, ['YXUSER_EDIT']);
    expect((await call(t.app, 'GET', '/api/yxUser', { token: editor })).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/yxUser/money', { token: editor, body: { uid, ptype: 1, money: 1 } })).statusCode).toBe(204);
    expect(accountOf(db, uid).money).toBe(200);
  });
});

describe('POST api/yxUser/spread (查看下级)', () => {
  it('lists a member’s invitees (一级) and theirs (二级) with their counts; an unknown member is 数据不存在', async () => {
    const db = t.app.ctx.db;
    const top = memberWith(db, '推广人');
    const child = memberWith(db, '一级会员');
    const grandchild = memberWith(db, '二级会员');
    db.prepare("UPDATE yx_user SET spread_uid = ?, spread_time = ? WHERE uid = ?").run(top, db.prepare('SELECT create_time FROM yx_user WHERE uid = ?').pluck().get(top), child);
    db.prepare('UPDATE yx_user SET spread_uid = ? WHERE uid = ?').run(child, grandchild);
    const spread = async (grade: number) => {
      const res = await call(t.app, 'POST', '/api/yxUser/spread', { token: admin, body: { uid: top, grade } });
      expect(res.statusCode).toBe(200);
      return res.json<Array<Record<string, unknown>>>();
    };
    expect(await spread(0)).toEqual([{ uid: child, nickname: '一级会员', avatar: '', time: '2026/01/01', childCount: 1, orderCount: 0, numberCount: 0 }]);
    expect((await spread(1)).map((m) => m.nickname)).toEqual(['二级会员']);
    expectError(await call(t.app, 'POST', '/api/yxUser/spread', { token: admin, body: { uid: 999999, grade: 0 } }), 400, '数据不存在');
    // The console's probe for the call (uid -1) is refused, not answered 404: the call exists.
    expect((await call(t.app, 'POST', '/api/yxUser/spread', { token: admin, body: { uid: -1, grade: 0 } })).statusCode).toBe(400);
  });
});
