/*
 * The calls of 在线用户 (CONTRACT-SYSTEM.md section 2 "Online users", monitor-wire.md):
 * the paged sessions and 强退. 导出 goes through the kit's `{url}/download`.
 */
import { api } from '../../../api/api';
import { asText, asTime, isObject } from '../../../kit/system/fields';
import { parsePage, type Page } from '../../../kit/system/page';
import { accept, reject, type RowResult } from '../../../kit/system/parseResult';

export const ONLINE_TAG = 'OnlineUser' as const;
export const ONLINE_URL = 'auth/online';

export interface OnlineUser {
  /** The session's id for 强退 (eladmin: the encrypted token; the embedded server: an opaque id). */
  key: string;
  userName: string;
  nickName: string;
  /** eladmin's and the embedded server's dept name. */
  dept: string;
  /** yshop's and the embedded server's `部门/岗位`; null when the rows carry none (eladmin). */
  job: string | null;
  ip: string;
  address: string;
  browser: string;
  loginTime: string;
}

export function parseOnlineUser(raw: unknown): RowResult<OnlineUser> {
  if (!isObject(raw)) return reject('不是一个在线用户对象');
  const key = asText(raw.key);
  if (key === '') return reject('在线用户缺少 key');
  return accept({
    key,
    userName: asText(raw.userName),
    nickName: asText(raw.nickName),
    dept: asText(raw.dept),
    job: 'job' in raw ? asText(raw.job) : null,
    ip: asText(raw.ip),
    address: asText(raw.address),
    browser: asText(raw.browser),
    loginTime: asTime(raw.loginTime),
  });
}

export interface OnlinePage extends Page<OnlineUser> {
  /** yshop's rows (and the embedded server's) carry `job`: the screen shows 岗位, else 部门. */
  rowsHaveJob: boolean;
}

export function parseOnlinePage(body: unknown): OnlinePage | undefined {
  const page = parsePage(body, parseOnlineUser);
  return page ? { ...page, rowsHaveJob: page.content.some((row) => row.job !== null) } : undefined;
}

export const onlineApi = api.enhanceEndpoints({ addTagTypes: [ONLINE_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** The kit's list query; the search box goes as both `filter` (yshop) and `username` (eladmin). */
    getOnlineUsers: build.query<OnlinePage, Record<string, unknown>>({
      query: (params) => ({ url: ONLINE_URL, params, parse: parseOnlinePage }),
      providesTags: [ONLINE_TAG],
    }),
    /** `DELETE auth/online` with the keys: those sessions' next call answers 401. */
    kickOnlineUsers: build.mutation<unknown, string[]>({
      query: (keys) => ({ url: ONLINE_URL, method: 'DELETE', data: keys }),
      invalidatesTags: [ONLINE_TAG],
    }),
  }),
});

export const { useGetOnlineUsersQuery, useKickOnlineUsersMutation } = onlineApi;
