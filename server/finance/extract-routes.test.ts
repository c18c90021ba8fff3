import { accountOf, memberWith } from '../members/test-fixtures';
import { signInWith } from '../testing/shop-fixtures';
import { logRows } from '../testing/system-fixtures';
import { call, createTestApp, destroyTestApp, expectError, login, type TestApp } from '../testing/harness';
import type { ExtractDto } from './schemas';
import { extractRow, extractWith } from './test-fixtures';

let t: TestApp;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => destroyTestApp(t));

type Page = { content: ExtractDto[]; totalElements: number };
const list = async (query: string, token = admin): Promise<Page> => {
  const res = await call(t.app, 'GET', `/api/yxUserExtract?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return res.json<Page>();
};
const review = (body: unknown, token = admin) => call(t.app, 'PUT', '/api/yxUserExtract', { token, body });

describe('GET api/yxUserExtract', () => {
  it('lists withdrawals newest first in yshop’s fields and order, money in yuan, times as text', async () => {
    const uid = memberWith(t.app.ctx.db, '提现列表员');
    const id = extractWith(t.app.ctx.db, uid, '提现列表员', 12345, { type: 'alipay' });
    const page = await list('page=0&size=10&sort=id,desc&realName=提现列表');
    expect(page.totalElements).toBe(1);
    expect(Object.keys(page.content[0]!)).toEqual([
      'id', 'uid', 'realName', 'extractType', 'bankCode', 'bankAddress', 'alipayCode', 'extractPrice', 'mark', 'balance', 'failMsg', 'failTime', 'createTime', 'status', 'wechat',
    ]);
    expect(page.content[0]).toEqual({
      id, uid, realName: '提现列表员', extractType: 'alipay', bankCode: '0', bankAddress: '', alipayCode: '13800000000', extractPrice: 123.45, mark: '',
      balance: 0, failMsg: '', failTime: null, createTime: '2026-11-03 09:30:00', status: 0, wechat: '',
    });
  });

  it('searches by name (LIKE) and by 审核状态; refuses a status it cannot read', async () => {
    const db = t.app.ctx.db;
    extractWith(db, 1, '筛选甲', 100);
    extractWith(db, 1, '筛选乙', 100, { status: 1 });
    extractWith(db, 1, '筛选丙', 100, { status: -1 });
    const names = async (q: string) => (await list(`size=50&realName=筛选&${q}`)).content.map((e) => e.realName);
    expect(await names('')).toEqual(['筛选丙', '筛选乙', '筛选甲']);
    expect(await names('status=0')).toEqual(['筛选甲']);
    expect(await names('status=-1')).toEqual(['筛选丙']);
    expect(await names('status=')).toHaveLength(3);
    expectError(await call(t.app, 'GET', '/api/yxUserExtract?status=2', { token: admin }), 400, '审核状态只能是 -1、0 或 1');
  });

  it('the demo shop has withdrawals in every state, each agreeing with its member’s bills', async () => {
    const db = t.app.ctx.db;
    const statuses = (await list('size=100')).content.map((e) => e.status);
    expect(new Set(statuses)).toEqual(new Set([-1, 0, 1]));
    const refused = db.prepare('SELECT id, uid, extract_price AS amount FROM yx_user_extract WHERE status = -1').all() as Array<{ id: number; uid: number; amount: number }>;
    for (const e of refused) {
      expect(db.prepare("SELECT number, balance FROM yx_user_bill WHERE title = '提现失败' AND link_id = ?").get(String(e.id))).toEqual({ number: e.amount, balance: e.amount });
      expect(accountOf(db, e.uid).commission).toBe(e.amount);
    }
    // Each paid demo recharge is the payment its 用户余额充值 bill records (and names).
    const unmatched = db
      .prepare(
        `SELECT COUNT(*) FROM yx_user_bill b WHERE b.title = '用户余额充值' AND NOT EXISTS
           (SELECT 1 FROM yx_user_recharge r WHERE r.id = CAST(b.link_id AS INTEGER) AND r.uid = b.uid AND r.price = b.number AND r.paid = 1 AND r.pay_time = b.create_time)`,
      )
      .pluck()
      .get();
    expect(unmatched).toBe(0);
    expect(db.prepare('SELECT COUNT(*) FROM yx_user_recharge WHERE paid = 0').pluck().get()).toBeGreaterThan(0);
  });
});

describe('PUT api/yxUserExtract (审核)', () => {
  it('通过: sets status 1 only, no money moves and no bill; logged 修改审核', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '通过测试员');
    const id = extractWith(db, uid, '通过测试员', 5000);
    const before = accountOf(db, uid);
    // yshop's console sends the whole row: its payment accounts never reach the log.
    expect((await review({ id, status: 1, bankCode: '6222020202020202', alipayCode: 'tg@example.com' })).statusCode).toBe(204);
    expect(extractRow(db, id)).toMatchObject({ status: 1, failMsg: '', failed: 0 });
    expect(accountOf(db, uid)).toEqual(before);
    const [logged] = logRows(t.app, '修改审核');
    expect(logRows(t.app, '修改审核')).toHaveLength(1);
    expect(JSON.parse(logged!.params!)).toMatchObject({ id, status: 1, bankCode: '******', alipayCode: '******' });
    expect((await list('realName=通过测试员')).content[0]).toMatchObject({ status: 1 });
  });

  it('驳回: status -1 with the reason and time, the stored amount back to the stored member’s commission with its 提现失败 bill, in one write', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '驳回测试员');
    const other = memberWith(db, '旁观会员');
    const id = extractWith(db, uid, '驳回测试员', 2050);
    // yshop's console sends the whole row: its uid, amount and balance are not read.
    const res = await review({ id, status: -1, failMsg: ' 账户信息有误 ', uid: other, extractPrice: 99999, balance: 1, realName: '改名', createTime: 0 });
    expect(res.statusCode).toBe(204);
    expect(extractRow(db, id)).toMatchObject({ status: -1, failMsg: '账户信息有误', failed: 1, uid, amount: 2050 });
    expect(accountOf(db, other)).toMatchObject({ commission: 700, bills: [] });
    expect(accountOf(db, uid)).toMatchObject({
      commission: 2750,
      bills: [{ pm: 1, title: '提现失败', category: 'now_money', type: 'extract', number: 2050, balance: 2750, mark: '提现失败,退回佣金20.50元', linkId: String(id) }],
    });
    const row = (await list('realName=驳回测试员')).content[0]!;
    expect(row).toMatchObject({ realName: '驳回测试员', status: -1, failMsg: '账户信息有误', extractPrice: 20.5, failTime: '2026-11-22 10:00:00' });
  });

  it('refuses in 4.3’s order: 请选择审核状态, 该申请已经处理过啦！, 请填写失败原因; a refusal changes nothing and logs nothing', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '拒绝测试员');
    const waiting = extractWith(db, uid, '拒绝测试员', 100);
    const done = extractWith(db, uid, '拒绝测试员', 100, { status: 1 });
    for (const status of [undefined, null, 0, '0', 2, 'x']) expectError(await review({ id: done, status, failMsg: '' }), 400, '请选择审核状态');
    expectError(await review({ id: done, status: -1, failMsg: '' }), 400, '该申请已经处理过啦！');
    expectError(await review({ id: done, status: -1, failMsg: '原因' }), 400, '该申请已经处理过啦！');
    expectError(await review({ id: done, status: 1 }), 400, '该申请已经处理过啦！');
    expectError(await review({ id: waiting, status: -1 }), 400, '请填写失败原因');
    expectError(await review({ id: waiting, status: -1, failMsg: '   ' }), 400, '请填写失败原因');
    expectError(await review({ id: waiting, status: -1, failMsg: 'x'.repeat(129) }), 400, '失败原因不能超过 128 个字符');
    expect(extractRow(db, waiting)).toMatchObject({ status: 0, failMsg: '', failed: 0 });
    expect(accountOf(db, uid)).toMatchObject({ commission: 700, bills: [] });
    expect(logRows(t.app, '修改审核')).toHaveLength(0);
  });

  it('an unknown or deleted id is 数据不存在 (never a new row); a handled one is never reviewed twice', async () => {
    const db = t.app.ctx.db;
    const count = () => db.prepare('SELECT COUNT(*) FROM yx_user_extract').pluck().get() as number;
    const before = count();
    expectError(await review({ id: 99_999_999, status: 1 }), 400, '数据不存在');
    expectError(await review({ id: 99_999_999, status: -1, failMsg: '' }), 400, '数据不存在');
    const gone = extractWith(db, 1, '已删除', 100);
    db.prepare('UPDATE yx_user_extract SET is_del = 1 WHERE id = ?').run(gone);
    expectError(await review({ id: gone, status: -1, failMsg: '原因' }), 400, '数据不存在');
    expect(count()).toBe(before + 1);
    expectError(await review({ status: 1 }), 400);
    const uid = memberWith(db, '两次驳回');
    const id = extractWith(db, uid, '两次驳回', 300);
    expect((await review({ id, status: -1, failMsg: '第一次' })).statusCode).toBe(204);
    expectError(await review({ id, status: -1, failMsg: '第二次' }), 400, '该申请已经处理过啦！');
    expectError(await review({ id, status: 1 }), 400, '该申请已经处理过啦！');
    expect(accountOf(db, uid)).toMatchObject({ commission: 1000 });
    expect(accountOf(db, uid).bills).toHaveLength(1);
  });

  it('is one transaction: a bill that cannot be written leaves the status and the commission as they were, and so does a member who is gone', async () => {
    const db = t.app.ctx.db;
    const uid = memberWith(db, '事务测试员');
    const id = extractWith(db, uid, '事务测试员', 800);
    db.exec("CREATE TRIGGER no_bills BEFORE INSERT ON yx_user_bill BEGIN SELECT RAISE(ABORT, 'bills are closed'); END");
    expect((await review({ id, status: -1, failMsg: '原因' })).statusCode).toBe(500);
    expect(extractRow(db, id)).toMatchObject({ status: 0, failMsg: '', failed: 0 });
    expect(accountOf(db, uid)).toMatchObject({ commission: 700, bills: [] });
    db.exec('DROP TRIGGER no_bills');
    const orphan = extractWith(db, 99_999_998, '无此会员', 800);
    expectError(await review({ id: orphan, status: -1, failMsg: '原因' }), 400, '会员不存在');
    expect(extractRow(db, orphan).status).toBe(0);
    expect((await review({ id, status: -1, failMsg: '原因' })).statusCode).toBe(204);
    expect(accountOf(db, uid)).toMatchObject({ commission: 1500 });
  });

  it('needs YXUSEREXTRACT_EDIT (or _ALL); a reader may list but not review; the editor role may do neither', async () => {
    const db = t.app.ctx.db;
    const id = extractWith(db, 1, '权限测试', 100);
    const reader = await signInWith(t.app, ['YXUSEREXTRACT_SELECT']);
    expect((await list('realName=权限测试', reader)).totalElements).toBe(1);
    expect((await review({ id, status: 1 }, reader)).statusCode).toBe(403);
    const editor = await login(t.app, 'editor');
    expect((await call(t.app, 'GET', '/api/yxUserExtract', { token: editor })).statusCode).toBe(403);
    expect((await review({ id, status: 1 }, editor)).statusCode).toBe(403);
    expect(extractRow(db, id).status).toBe(0);
    const reviewer = await signInWith(t.app, ['YXUSEREXTRACT_EDIT']);
    expect((await review({ id, status: 1 }, reviewer)).statusCode).toBe(204);
  });
});
