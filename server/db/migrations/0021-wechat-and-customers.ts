import type { Migration } from './migration';

/**
 * Issue 33: 微信模板消息 (`yx_wechat_template`), 自动回复 (`yx_wechat_reply`), 微信菜单
 * (`yx_wechat_menu`) and 订单消息管理 (`yx_store_customer`), CONTRACT-MEMBERS 3.8, 3.11.
 * Times are epoch ms, booleans 0/1. The dump's five templates, its `subscribe` reply and its
 * menu (section 9) are the shop's settings, not demo data: every database gets them here,
 * a fresh one and one seeded before alike (as migration 11's config rows). The dump's zero
 * creation dates become 2020-01-01 00:00:00, its NOT NULL column's rule.
 * The reply and the menu have no `is_del` (section 0); a reply's key and an openId among
 * live customers are unique.
 */
/** A dump time read in the server's zone, as every stored time is. */
const at = (y: number, mo: number, d: number, h: number, mi: number, s: number) => new Date(y, mo - 1, d, h, mi, s).getTime();
const JANUARY_2020 = at(2020, 1, 1, 0, 0, 0);

const TEMPLATES: ReadonlyArray<readonly [id: number, tempkey: string, name: string, content: string, tempid: string, created: number, updated: number | null, type: string]> = [
  [3, 'delivery_success', '订单发货提醒', '{{first.DATA}}\n订单编号：{{keyword1.DATA}}\n物流公司：{{keyword2.DATA}}\n物流单号：{{keyword3.DATA}}\n{{remark.DATA}}', 'NyrkeQ5TDFDq0GV0wkNA9L39GzPHfzbQqVLnbA5OTsY', JANUARY_2020, at(2020, 7, 9, 12, 50, 35), 'template'],
  [13, 'pay_success', '订单支付成功通知', '{{first.DATA}}\n订单编号：{{keyword1.DATA}}\n支付金额：{{keyword2.DATA}}\n{{remark.DATA}}', 'r6PWTcAOQodoyz0GT_0NCoFxssBT4ZB7AJqVdTdRvfA', JANUARY_2020, at(2020, 7, 9, 12, 49, 56), 'template'],
  [14, 'recharge_success', '帐户资金变动提醒', '{{first.DATA}}\n变动类型：{{keyword1.DATA}}\n变动时间：{{keyword2.DATA}}\n变动金额：{{keyword3.DATA}}\n{{remark.DATA}}', 'ePF4RS3ONCEuS9AuPyqZ2Th_B-HZ6E1CIpnJRt7ACwI', JANUARY_2020, at(2020, 7, 9, 12, 50, 15), 'template'],
  [15, 'refund_success', ' 退款进度通知', '', 'jaDVkOdbbk01WcWSxp1_liEQen44-euhj7shxjDvLIc', at(2020, 7, 9, 12, 51, 22), null, 'template'],
  [16, 'pay_success', '订单支付成功通知', '', 'W5r2c2kzhbq8uxStkPAVx_sk-5aapMFCqe7b7KU5jXI', at(2020, 9, 14, 16, 46, 34), null, 'subscribe'],
];

/** The dump's menu, as its `result` text holds it (section 9); its `add_time` is epoch seconds. */
const MENU = [
  {
    subButtons: [
      { appId: 'wx604d2ea4702620d2', name: '小程序', type: 'miniprogram', pagePath: 'pages/Loading/index', url: 'pages/Loading/index' },
      { name: '公众号h5', type: 'view', url: 'https://h5.yixiang.co' },
    ],
    name: '单商户',
    type: 'click',
    key: 'yshop',
  },
  {
    subButtons: [{ name: '介绍及演示', type: 'view', url: 'https://www.yixiang.co/p/YshopduoshanghuduodianpuB2B2Cjieshaojiqiyanshi.html' }],
    name: '多商户',
    type: 'click',
    key: 'yshop2',
  },
  {
    subButtons: [
      { name: '在线购买', type: 'view', url: 'https://www.yixiang.co/index/csmvip/index.html' },
      { name: '我的订单', type: 'view', url: 'https://www.yixiang.co/index/csmvip.myorder/index.html' },
    ],
    name: '官方购买',
    type: 'click',
    url: 'https://www.yixiang.co/index/csmvip/index.html',
    key: 'yshop',
  },
];

export const migration: Migration = {
  version: 21,
  name: 'wechat templates, reply, menu and order-message customers',
  sql: `
    CREATE TABLE yx_wechat_template (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      tempkey     TEXT NOT NULL,
      name        TEXT NOT NULL,
      content     TEXT NOT NULL DEFAULT '',
      tempid      TEXT NOT NULL,
      create_time INTEGER NOT NULL,
      update_time INTEGER,
      status      INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
      is_del      INTEGER NOT NULL DEFAULT 0,
      type        TEXT NOT NULL CHECK (type IN ('template', 'subscribe'))
    );

    CREATE TABLE yx_wechat_reply (
      id     INTEGER PRIMARY KEY AUTOINCREMENT,
      key    TEXT NOT NULL UNIQUE,
      type   TEXT NOT NULL,
      data   TEXT NOT NULL,
      status INTEGER NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
      hide   INTEGER
    );

    CREATE TABLE yx_wechat_menu (
      key      TEXT PRIMARY KEY,
      result   TEXT NOT NULL,
      add_time INTEGER NOT NULL
    );

    CREATE TABLE yx_store_customer (
      id          INTEGER PRIMARY KEY AUTOINCREMENT,
      nick_name   TEXT NOT NULL DEFAULT '',
      open_id     TEXT NOT NULL,
      remark      TEXT NOT NULL DEFAULT '',
      is_enable   INTEGER NOT NULL DEFAULT 1 CHECK (is_enable IN (0, 1)),
      create_time INTEGER NOT NULL,
      update_time INTEGER,
      is_del      INTEGER NOT NULL DEFAULT 0
    );
    CREATE UNIQUE INDEX yx_store_customer_open_id ON yx_store_customer (open_id) WHERE is_del = 0;
  `,
  run: (db) => {
    const template = db.prepare(
      'INSERT INTO yx_wechat_template (id, tempkey, name, content, tempid, create_time, update_time, status, is_del, type) VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?)',
    );
    for (const row of TEMPLATES) template.run(...row);
    db.prepare("INSERT INTO yx_wechat_reply (id, key, type, data, status) VALUES (1, 'subscribe', 'text', ?, 1)").run(
      JSON.stringify({ content: 'yshop意象电商系统欢迎您哦！' }),
    );
    db.prepare("INSERT INTO yx_wechat_menu (key, result, add_time) VALUES ('wechat_menus', ?, 1570435277)").run(JSON.stringify(MENU));
  },
};
