/*
 * App版本 (CONTRACT-MEMBERS 2.11, 3.12, 5.9): `api/yxAppVersion` of both back ends, full CRUD
 * (delete takes `[ids]` at `DELETE {url}`, soft) and 导出. yshop sends times as epoch ms, the
 * embedded server as text. 是否强制升级 is 1 是 / 0 否, hard-coded (yshop's dict
 * `force_update` is not in its seed, 7.21). The checks are the embedded server's (yshop has
 * none): 版本名称 and 版本code required, the lengths of 3.12, links http(s) only.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';

const shape = {
  id: wire.id,
  versionName: wire.text,
  versionCode: wire.text,
  versionInfo: wire.text,
  iosUrl: wire.text,
  androidUrl: wire.text,
  forceUpdate: wire.number(0),
  createTime: wire.time,
  updateTime: wire.time,
};
export type AppVersion = RowOf<typeof shape>;

export interface AppVersionForm {
  id?: number;
  versionName: string;
  versionInfo: string;
  versionCode: string;
  iosUrl: string;
  androidUrl: string;
  /** 1 是, 0 否. */
  forceUpdate: number;
}

/** 是否强制升级 (5.9 Rec.). */
export const FORCE_UPDATE = [
  { value: 1, label: '是', colour: 'warning' },
  { value: 0, label: '否', colour: 'default' },
] as const;

/** 更新时间 (5.9 Rec.): the update time, else the creation time. */
export const updatedAt = (v: AppVersion): string => v.updateTime || v.createTime;

/** The server's link rule: empty, or an http(s) address. */
export const isLink = (text: string): boolean => text.trim() === '' || /^https?:\/\/[^\s/?#]+\S*$/i.test(text.trim());
export const linkMessage = (label: string): string => `${label}必须以 http:// 或 https:// 开头`;

export const appVersions = defineResource({
  name: 'yxAppVersion',
  title: 'app版本控制',
  url: 'api/yxAppVersion',
  row: wireRow(shape),
  idOf: (v: AppVersion) => v.id,
  labelOf: (v) => v.versionName || v.versionCode || `#${v.id}`,
  newForm: (): AppVersionForm => ({ versionName: '', versionInfo: '', versionCode: '', iosUrl: '', androidUrl: '', forceUpdate: 0 }),
  formOf: (v) => ({ id: v.id, versionName: v.versionName, versionInfo: v.versionInfo, versionCode: v.versionCode, iosUrl: v.iosUrl, androidUrl: v.androidUrl, forceUpdate: v.forceUpdate }),
  bodyOf: (f: AppVersionForm) => ({
    ...(f.id === undefined ? {} : { id: f.id }),
    versionName: f.versionName.trim(),
    versionInfo: f.versionInfo.trim(),
    versionCode: f.versionCode.trim(),
    iosUrl: f.iosUrl.trim(),
    androidUrl: f.androidUrl.trim(),
    forceUpdate: f.forceUpdate,
  }),
  download: true,
  sort: ['id,desc'],
});
