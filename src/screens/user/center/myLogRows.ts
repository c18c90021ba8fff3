/*
 * 个人中心's own recent operations: `GET api/logs/user` (CONTRACT-SYSTEM.md section 2,
 * "Logs"), a page of the caller's INFO rows `{description, requestIp, time, address,
 * browser, createTime}`. The rows carry no id: each gets its place on the page.
 */
import { asText, asTime, isObject } from '../../../kit/system/fields';
import { parsePage, type Page } from '../../../kit/system/page';
import { accept, reject, type RowResult } from '../../../kit/system/parseResult';

export interface MyLog {
  /** The row's place in the answer: a key for the table, nothing more. */
  seq: number;
  description: string;
  requestIp: string;
  address: string;
  browser: string;
  /** 请求耗时 in ms, null when not sent. */
  time: number | null;
  createTime: string;
}

function parseMyLog(raw: unknown, seq: number): RowResult<MyLog> {
  if (!isObject(raw)) return reject('不是一条日志');
  const time = typeof raw.time === 'number' && Number.isFinite(raw.time) && raw.time >= 0 ? Math.round(raw.time) : null;
  return accept({
    seq,
    description: asText(raw.description),
    requestIp: asText(raw.requestIp),
    address: asText(raw.address),
    browser: asText(raw.browser),
    time,
    createTime: asTime(raw.createTime),
  });
}

export function parseMyLogPage(body: unknown): Page<MyLog> | undefined {
  let seq = 0;
  return parsePage(body, (raw) => parseMyLog(raw, (seq += 1)));
}
