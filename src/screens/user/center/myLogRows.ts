/*
 * 个人中心's own recent operations: `GET api/logs/user` (CONTRACT-SYSTEM.md section 2,
 * "Logs"), a page of the caller's INFO rows `{description, requestIp, time, address,
 * browser, createTime}`, read as the log entity reads them. The rows carry no id: each
 * gets its place on the page.
 */
import { parsePage, type Page } from '@/api/resource/page';
import { accept, type RowResult } from '@/api/resource/rows';
import { parseWith, wire, wireRow, type RowOf } from '@/api/resource/schema';
import { asDuration } from '@/entities/log/log';

const shape = { description: wire.text, requestIp: wire.text, address: wire.text, browser: wire.text, time: wire.read(asDuration), createTime: wire.time };
const row = wireRow(shape);

export type MyLog = RowOf<typeof shape> & {
  /** The row's place in the answer: a key for the table, nothing more. */
  seq: number;
};

export function parseMyLogPage(body: unknown): Page<MyLog> | undefined {
  let seq = 0;
  return parsePage(body, (raw): RowResult<MyLog> => {
    const read = parseWith(row, '日志', raw);
    return read.ok ? accept({ ...read.value, seq: (seq += 1) }) : read;
  });
}
