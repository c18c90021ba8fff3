/*
 * yshop's 商城设置 group data (CONTRACT-MEMBERS 2.7, 4.5, 5.7): `api/yxSystemGroupData` of
 * both back ends, one group a screen. A group is its keys as fields (`defineGroup`); the
 * checks are the embedded server's (checkParam's messages, 4.5 Rec.: numbers as numbers).
 */
import { defineGroup, type GroupField, type GroupSpec } from '../../api/resource/defineGroup';

export const GROUP_DATA_URL = 'api/yxSystemGroupData';

/** Section 2.7's strings; `admin` passes. */
const AUTHORITIES = {
  list: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_SELECT'],
  add: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_CREATE'],
  edit: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_EDIT'],
  del: ['YXSYSTEMGROUPDATA_ALL', 'YXSYSTEMGROUPDATA_DELETE'],
};

/** The longest text a key holds (the embedded server's limit). */
export const MAX_TEXT = 500;

/** checkParam's messages (4.5). */
export const REQUIRED = { name: '名称必须填写', title: '标题必须填写', pic: '图片必须上传', info: '简介必须填写' } as const;

/** One group's resource. */
export const groupData = (spec: GroupSpec) => defineGroup(spec, { url: GROUP_DATA_URL, authorities: AUTHORITIES });

/** The app routes a linking group carries: H5's, uniapp's, and the old mini program's (not shown, sent back as read). */
export const LINKS: readonly GroupField[] = [
  { key: 'url', label: '链接url', formLabel: '跳转url', kind: 'link', max: MAX_TEXT },
  { key: 'uniapp_url', label: 'uniapp路由', kind: 'link', max: MAX_TEXT },
  { key: 'wxapp_url', label: '小程序路由', kind: 'link', shown: false },
];
