import { afterSales } from './after-sales/resource';
import { online, signIn, signInLocks } from './auth/resource';
import { bills } from './bills/resource';
import { categories } from './categories/resource';
import { articles } from './articles/resource';
import { appVersions, productRelations } from './content/resource';
import { coupons } from './coupons/resource';
import { customers, customerScan } from './customers/resource';
import { dashboard } from './dashboard/resource';
import { depts } from './depts/resource';
import { dictDetails, dicts } from './dicts/resource';
import { express } from './express/resource';
import { extracts, recharges } from './finance/resource';
import { pictures, storedFiles } from './files/resource';
import { groupData } from './group-data/resource';
import { jobs } from './jobs/resource';
import { logs } from './logs/resource';
import { members } from './members/resource';
import { menus } from './menus/resource';
import { orders } from './orders/resource';
import { products } from './products/resource';
import type { Resource } from './resource';
import { reviews } from './reviews/resource';
import { roles } from './roles/resource';
import { productRules } from './rules/resource';
import { shippingTemplates } from './shipping-templates/resource';
import { systemConfig } from './system-config/resource';
import { users } from './users/resource';
import { wechatMenus, wechatReplies, wechatTemplates } from './wechat/resource';

/**
 * Every resource the server has, in the order their services are made and their rows
 * seeded (a resource comes after those it reads when it starts or seeds: roles after
 * depts). Adding a resource is one entry here.
 */
export const RESOURCES: readonly Resource[] = [
  logs,
  signIn,
  online,
  signInLocks,
  depts,
  jobs,
  roles,
  menus,
  users,
  dicts,
  dictDetails,
  pictures,
  storedFiles,
  categories,
  shippingTemplates,
  express,
  // Issue 24: members before the reviews that name them; products after pictures (the
  // seed's), categories and templates (the catalog's) and rules (the form's).
  members,
  productRules,
  products,
  reviews,
  // Issue 25: orders after the products and members their lines and buyers name.
  orders,
  afterSales,
  // Issue 31: yshop's key/value settings (积分配置 and the config forms).
  systemConfig,
  // Issue 31: the members' bills (they name members, and orders write them).
  bills,
  // Issue 32: 充值管理 and 提现管理, after the members and the bills their demo rows agree with.
  recharges,
  extracts,
  // Issue 34: 首页's figures, from the orders' and products' kept counts.
  dashboard,
  // Issue 32: coupons after the products their 商品券 name and the members who claimed them.
  coupons,
  // Issue 33: 商品收藏 / 用户足迹 after the products and members they name; App版本.
  productRelations,
  appVersions,
  // Issue 33: 商城设置's group data (banners, menus, sign-in days, recharge choices).
  groupData,
  // Issue 33: 图文管理, after the products whose pictures its demo articles show.
  articles,
  // Issue 33: 微信模板消息, 自动回复, 微信菜单; 订单消息管理 and its scan (which reads the system config).
  wechatTemplates,
  wechatReplies,
  wechatMenus,
  customers,
  customerScan,
];
