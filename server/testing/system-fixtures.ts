/**
 * Test helpers for the system screens (not a test file): seeded ids by name, roles
 * holding chosen permissions, users in chosen depts, reading an xlsx answer.
 */
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DataScope } from '../roles/repository';
import { login } from './harness';

export const deptId = (app: FastifyInstance, name: string): number =>
  app.ctx.db.prepare('SELECT id FROM depts WHERE name = ?').pluck().get(name) as number;

export const roleId = (app: FastifyInstance, permission: string): number =>
  app.ctx.db.prepare('SELECT id FROM roles WHERE permission = ?').pluck().get(permission) as number;

export const jobId = (app: FastifyInstance, name: string): number =>
  app.ctx.db.prepare('SELECT id FROM jobs WHERE name = ?').pluck().get(name) as number;

export const userIdOf = (app: FastifyInstance, username: string): number =>
  app.ctx.db.prepare('SELECT id FROM users WHERE username = ?').pluck().get(username) as number;

/** A role at `level` whose menus carry exactly `permissions` (seeded menus and buttons). */
export function makeRole(
  app: FastifyInstance,
  permission: string,
  level: number,
  permissions: readonly string[],
  scope: DataScope = '全部',
  deptIds: readonly number[] = [],
): number {
  const { roles, db } = app.ctx;
  const id = roles.create({ name: `角色_${permission}`, permission, level, dataScope: scope, remark: null, deptIds }, 0);
  const menuIds = db
    .prepare('SELECT id FROM menus WHERE permission IN (SELECT value FROM json_each(?))')
    .pluck()
    .all(JSON.stringify(permissions)) as number[];
  roles.setMenus(id, menuIds);
  return id;
}

/** A user (password 123456) with these roles in this dept. */
export async function makeUser(app: FastifyInstance, username: string, roleIds: readonly number[], dept: number, enabled = true): Promise<number> {
  const hash = await app.ctx.passwords.hash('123456');
  return app.ctx.staff.create(
    { username, nickName: username, sex: '男', email: `${username}@shop.example.com`, phone: '13900000000', enabled, deptId: dept, jobId: null, roleIds },
    hash,
    app.ctx.now(),
  );
}

/** makeUser, then signs in as them. */
export async function signInAs(app: FastifyInstance, username: string, roleIds: readonly number[], dept: number): Promise<string> {
  await makeUser(app, username, roleIds, dept);
  return login(app, username);
}

/** A 400 (or other) error with exactly this message, whatever its language. */
export function expectMessage(res: LightMyRequestResponse, status: number, message: string): void {
  expect({ status: res.statusCode, message: res.json<{ message: string }>().message }).toEqual({ status, message });
}

/** The operation-log rows with this description. */
export const logRows = (app: FastifyInstance, description: string) =>
  app.ctx.db.prepare('SELECT * FROM logs WHERE description = ? ORDER BY id').all(description) as Array<{
    log_type: string;
    username: string;
    description: string;
    method: string;
    params: string | null;
    request_ip: string | null;
    browser: string | null;
    time: number | null;
    create_time: number;
  }>;

/** The first sheet of an xlsx answer as rows of cell texts (header first). */
export async function readXlsx(res: LightMyRequestResponse): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
    rows.push(cells);
  });
  return rows;
}
