/*
 * 在线用户 (CONTRACT-SYSTEM.md section 2 "Online users", monitor-wire.md): the sessions,
 * keyed by an opaque `key` (eladmin's encrypted token), and 强退 as the resource's delete
 * (`DELETE auth/online` with the keys: those sessions' next call answers 401). Read only
 * otherwise: no 新增 or 编辑 for anyone. 导出 is `auth/online/download`.
 */
import { defineResource } from '../../api/resource/defineResource';
import { wire, wireRow, type RowOf } from '../../api/resource/schema';
import { asText } from '../../api/resource/wire';

const shape = {
  key: wire.required((value) => asText(value) || undefined, 'key'),
  userName: wire.text,
  nickName: wire.text,
  /** eladmin's and the embedded server's dept name. */
  dept: wire.text,
  /** yshop's and the embedded server's `部门/岗位`; null when the rows carry none (eladmin). */
  job: wire.read((value) => (value === undefined ? null : asText(value))),
  ip: wire.text,
  address: wire.text,
  browser: wire.text,
  loginTime: wire.time,
};
export type OnlineUser = RowOf<typeof shape>;

/** monitor-wire.md: yshop's `auth_online` (the eladmin original is admin only). */
export const KICK_PERMISSION = ['admin', 'auth_online'] as const;

export const onlineUsers = defineResource({
  name: 'online',
  title: '在线用户',
  url: 'auth/online',
  row: wireRow(shape),
  idOf: (row: OnlineUser) => row.key,
  labelOf: (row) => row.userName,
  // Nothing is written but 强退 (the resource's delete): no form, no body.
  newForm: (): { id?: string } => ({}),
  formOf: (row) => ({ id: row.key }),
  bodyOf: (): Record<string, never> => ({}),
  // yshop's rows (and the embedded server's) carry `job`: the screen shows 岗位, else 部门.
  extra: (_body, rows) => ({ rowsHaveJob: rows.some((row) => row.job !== null) }),
  tag: 'OnlineUser',
  actions: [],
  download: true,
});
