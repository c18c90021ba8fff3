import type { Db } from '../db/connection';
import { parseDateTime } from '../shared/time';

type DemoArticle = readonly [id: number, title: string, author: string, synopsis: string, at: string, paragraphs: readonly string[]];

/**
 * The dump's 15 articles (CONTRACT-MEMBERS 9: ids 7, 17, 18, 49 隐私政策, 50 用户协议, 52-61),
 * the test titles among them (`1`, `456`, `测试标题`) written as a shop's real ones (settled 5:
 * no placeholder text).
 */
const ARTICLES: readonly DemoArticle[] = [
  [7, '新店开业，全场包邮三天', '商城运营部', '开业期间全场商品包邮，新人注册即送优惠券。', '2020-03-18 10:20:00', ['为庆祝商城正式上线，3月18日至3月20日全场商品包邮。', '新用户注册即可领取新人礼金，可在下单时直接抵扣。']],
  [17, '如何挑选一款适合自己的护肤品', '美妆小编', '从肤质出发，三步选出适合自己的护肤品。', '2020-05-06 14:05:00', ['先判断自己的肤质：干性、油性、混合性还是敏感肌。', '再看成分表，避开自己过敏的成分，最后小范围试用一周。']],
  [18, '夏季防晒指南', '美妆小编', '防晒霜怎么选、怎么涂、多久补一次。', '2020-06-12 09:30:00', ['日常通勤选择 SPF30 左右即可，户外活动建议 SPF50 以上。', '出门前十五分钟涂抹，每两到三小时补涂一次。']],
  [49, '隐私政策', '商城客服', '我们如何收集、使用和保护您的个人信息。', '2021-01-10 08:00:00', ['我们仅在提供服务所必需的范围内收集您的手机号、收货地址和订单信息。', '未经您的同意，我们不会向任何第三方提供您的个人信息，法律法规另有规定的除外。', '您可以随时在个人中心查询、更正或删除您的个人信息。']],
  [50, '用户协议', '商城客服', '注册和使用本商城服务前，请仔细阅读本协议。', '2021-01-10 08:10:00', ['您在注册时应提供真实、准确的信息，并妥善保管账号和密码。', '商品价格、库存以下单时页面显示为准；如遇价格错误，我们会及时与您联系。', '您应遵守法律法规，不得利用本商城从事任何违法活动。']],
  [52, '积分怎么获得和使用', '商城运营部', '签到、购物都能赚积分，下单时可抵现金。', '2022-02-14 11:00:00', ['每日签到可获得积分，连续签到奖励更多。', '下单时可使用积分抵扣部分金额，具体比例以结算页显示为准。']],
  [53, '五一出行好物清单', '生活频道', '出游必备的收纳、防晒与数码小物。', '2022-04-25 16:40:00', ['旅行收纳袋让行李整整齐齐，折叠水杯轻便好带。', '充电宝请选择额定能量不超过 100Wh 的型号，方便乘坐飞机。']],
  [54, '会员余额充值说明', '商城客服', '充值到账时间、赠送规则和使用范围。', '2022-07-01 10:00:00', ['充值成功后余额即时到账，可用于购买商城内所有商品。', '充值赠送的金额与本金一同使用，不可提现。']],
  [55, '秋冬保湿这样做', '美妆小编', '换季干燥，从洁面到面霜的保湿步骤。', '2022-10-18 13:20:00', ['洁面选择温和的氨基酸洁面，避免过度清洁。', '爽肤水之后及时涂抹乳液或面霜，锁住水分。']],
  [56, '双十一活动规则', '商城运营部', '满减、优惠券叠加和发货时间说明。', '2023-10-30 09:00:00', ['活动期间满 199 元减 30 元，可与店铺优惠券叠加使用。', '活动订单将在 11 月 13 日前陆续发出，请耐心等待。']],
  [57, '退换货须知', '商城客服', '七天无理由退货的条件和办理流程。', '2023-12-05 15:00:00', ['签收之日起七天内，商品未使用且不影响二次销售的，可申请无理由退货。', '在订单详情中点击申请售后，填写原因并上传图片即可。']],
  [58, '年货节囤货攻略', '生活频道', '零食、饮品和家居用品，一次买齐。', '2024-01-15 10:30:00', ['坚果礼盒和茶饮是走亲访友的好选择。', '家居清洁用品可以趁活动多囤一些，使用周期长。']],
  [59, '分销推广说明', '商城运营部', '分享商品赚佣金，佣金如何提现。', '2024-03-20 17:10:00', ['成为推广员后，好友通过您分享的链接下单，您可获得相应佣金。', '佣金满最低提现金额即可申请提现，审核通过后到账。']],
  [60, '春季新品上市', '商品部', '春装、护肤、家居新品陆续上架。', '2024-04-02 09:45:00', ['春季新品已陆续上架，关注首页推荐不错过新品。', '新品首发期间购买可享受限时折扣。']],
  [61, '配送范围与运费说明', '商城客服', '哪些地区可以配送，运费如何计算。', '2024-08-08 11:15:00', ['全国大部分地区均可配送，偏远地区运费以结算页为准。', '单笔订单满 200 元包邮。']],
];

/**
 * 图文管理's demo rows, each with a cover from the demo catalog's pictures (the dump's point at
 * a server this shop does not have) and that picture again in its text.
 */
export function demoArticles(db: Db, at: number): void {
  const pictures = db.prepare("SELECT image FROM yx_store_product WHERE is_del = 0 AND image <> '' ORDER BY id").pluck().all() as string[];
  const insert = db.prepare(
    'INSERT INTO yx_article (id, title, author, image_input, synopsis, content, visit, create_time, update_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  ARTICLES.forEach(([id, title, author, synopsis, time, paragraphs], n) => {
    const cover = pictures.length > 0 ? pictures[n % pictures.length]! : '';
    const text = paragraphs.map((p) => `<p>${p}</p>`).join('');
    const content = cover ? `<h3>${title}</h3>${text}<p><img src="${cover}" alt="${title}"></p>` : `<h3>${title}</h3>${text}`;
    const created = Math.min(parseDateTime(time)!, at);
    insert.run(id, title, author, cover, synopsis, content, String(20 + ((id * 37) % 400)), created, created);
  });
}
