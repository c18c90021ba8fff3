import type { APIResponse, Browser, Page } from '@playwright/test';
import { expect, notification, openFromMenu, sidebar, signIn, test, tokenOf, unfold, unique, type Credentials } from './fixtures';

/*
 * Issue 14, 角色管理 against the embedded server: 菜单分配 decides what a role's users
 * see at their next sign-in, and the operator's own sidebar follows at once when their
 * own role changes. The server is shared: the roles and users made here have unique
 * names, are given only through the API (to keep the spec on the role screen), and are
 * removed at the end; the seeded roles are never changed.
 */

interface MenuTreeNode {
  id: number;
  label: string;
  children?: MenuTreeNode[];
}

type Headers = { Authorization: string };

/** Admin's API, with the token of a signed-in admin page. */
async function adminApi(page: Page) {
  const headers: Headers = { Authorization: await tokenOf(page.context()) };
  const ok = async (answer: Promise<APIResponse>): Promise<APIResponse> => {
    const response = await answer;
    expect(response.ok(), await response.text()).toBe(true);
    return response;
  };
  const menuIds = async (labels: readonly string[]): Promise<number[]> => {
    const tree = (await (await ok(page.request.get('/api/menus/tree', { headers }))).json()) as MenuTreeNode[];
    const byLabel = new Map<string, number>();
    const walk = (nodes: MenuTreeNode[]) => nodes.forEach((node) => (byLabel.set(node.label, node.id), walk(node.children ?? [])));
    walk(tree);
    return labels.map((label) => {
      const id = byLabel.get(label);
      expect(id, `menu ${label}`).toBeDefined();
      return id!;
    });
  };
  const roleId = async (name: string): Promise<number> => {
    const found = (await (await ok(page.request.get('/api/roles', { headers, params: { blurry: name } }))).json()) as { content: { id: number; name: string }[] };
    return found.content.find((role) => role.name === name)!.id;
  };
  return {
    menuIds,
    async createRole(name: string, level: number, menus: readonly string[]): Promise<number> {
      await ok(page.request.post('/api/roles', { headers, data: { name, permission: `e2e-${name}`, level, dataScope: '全部', depts: [], remark: 'e2e', description: 'e2e' } }));
      const id = await roleId(name);
      if (menus.length > 0) await ok(page.request.put('/api/roles/menu', { headers, data: { id, menus: (await menuIds(menus)).map((menuId) => ({ id: menuId })) } }));
      return id;
    },
    async createUser(username: string, ...roleIds: number[]): Promise<Credentials> {
      const depts = (await (await ok(page.request.get('/api/dept', { headers }))).json()) as { content: { id: number }[] };
      await ok(
        page.request.post('/api/users', {
          headers,
          data: { username, nickName: username, email: `${username}@e2e.test`, phone: '13900000000', sex: '男', enabled: true, dept: { id: depts.content[0]!.id }, roles: roleIds.map((id) => ({ id })) },
        }),
      );
      return { username, password: '123456' };
    },
    /** Removes the users, then the roles (a role in use cannot be deleted). */
    async cleanUp(usernames: readonly string[], roleIds: readonly number[]): Promise<void> {
      for (const username of usernames) {
        const found = (await (await page.request.get('/api/users', { headers, params: { blurry: username } })).json()) as { content?: { id: number; username: string }[] };
        const ids = (found.content ?? []).filter((user) => user.username === username).map((user) => user.id);
        if (ids.length > 0) await page.request.delete('/api/users', { headers, data: ids });
      }
      if (roleIds.length > 0) await page.request.delete('/api/roles', { headers, data: [...roleIds] });
    },
  };
}

async function openRoleScreen(page: Page): Promise<void> {
  await openFromMenu(page, '系统管理', '角色管理');
  await expect(page.getByRole('table', { name: '角色列表' }).getByRole('row')).not.toHaveCount(1);
}

/** Finds the role through the search, clicks its row and waits for its menus. */
async function chooseRole(page: Page, name: string): Promise<void> {
  const roles = page.getByRole('region', { name: '角色列表' });
  await roles.getByRole('textbox', { name: '搜索角色' }).fill(name);
  await roles.getByRole('button', { name: '搜索', exact: true }).click();
  const loaded = page.waitForResponse((response) => /\/api\/roles\/\d+$/.test(response.url()) && response.ok());
  await roles.getByRole('cell', { name, exact: true }).click();
  await loaded;
  await expect(page.getByRole('region', { name: '菜单分配' }).getByText(`角色：${name}`)).toBeVisible();
}

const menuItem = (page: Page, label: string) => page.getByRole('region', { name: '菜单分配' }).getByRole('treeitem', { name: label, exact: true });

async function save(page: Page): Promise<void> {
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/roles/menu') && response.request().method() === 'PUT');
  await page.getByRole('region', { name: '菜单分配' }).getByRole('button', { name: '保存' }).click();
  expect((await saved).status()).toBe(204);
  await expect(notification(page, '保存成功')).toBeVisible();
}

/** Signs `who` in from a browser context of their own and returns the page. */
async function signInElsewhere(browser: Browser, serverUrl: string, who: Credentials): Promise<Page> {
  const context = await browser.newContext({ baseURL: serverUrl });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

test('菜单分配 decides what the role’s users see at their next sign-in', async ({ page, browser, serverUrl }, testInfo) => {
  const suffix = unique(testInfo.workerIndex);
  const roleName = `E2E客服${suffix}`;
  const username = `e2ea${suffix}`.slice(0, 20);
  await signIn(page);
  const api = await adminApi(page);
  const roleId = await api.createRole(roleName, 3, []);
  try {
    const user = await api.createUser(username, roleId);

    await openRoleScreen(page);
    await chooseRole(page, roleName);
    // A role without menus: nothing ticked.
    await expect(menuItem(page, '管理商品')).toHaveAttribute('aria-checked', 'false');
    await menuItem(page, '管理商品').click();
    await expect(menuItem(page, '商品管理')).toHaveAttribute('aria-checked', 'mixed');
    await save(page);

    const first = await signInElsewhere(browser, serverUrl, user);
    const nav = sidebar(first);
    await expect(nav.getByRole('button', { name: '商品管理', exact: true })).toBeVisible();
    await expect(nav.getByRole('button', { name: '系统管理', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: '系统工具', exact: true })).toHaveCount(0);
    await unfold(nav, '商品管理');
    await expect(nav.getByRole('link', { name: '管理商品', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '商品分类', exact: true })).toHaveCount(0);
    await first.context().close();

    // The role changes: 管理商品 out, 邮件工具 in.
    await menuItem(page, '管理商品').click();
    await menuItem(page, '邮件工具').click();
    await expect(menuItem(page, '商品管理')).toHaveAttribute('aria-checked', 'false');
    await save(page);
    // The role reloaded as saved.
    await expect(menuItem(page, '邮件工具')).toHaveAttribute('aria-checked', 'true');
    await expect(menuItem(page, '系统工具')).toHaveAttribute('aria-checked', 'mixed');

    const second = await signInElsewhere(browser, serverUrl, user);
    const nav2 = sidebar(second);
    await expect(nav2.getByRole('button', { name: '系统工具', exact: true })).toBeVisible();
    await expect(nav2.getByRole('button', { name: '商品管理', exact: true })).toHaveCount(0);
    await unfold(nav2, '系统工具');
    await expect(nav2.getByRole('link', { name: '邮件工具', exact: true })).toBeVisible();
    await expect(nav2.getByRole('link', { name: '支付宝工具', exact: true })).toHaveCount(0);
    await second.context().close();
  } finally {
    await api.cleanUp([username], [roleId]);
  }
});

test('an operator’s own sidebar follows at once when 菜单分配 changes their own role', async ({ page, browser, serverUrl }, testInfo) => {
  const suffix = unique(testInfo.workerIndex);
  const roleName = `E2E管理${suffix}`;
  const username = `e2eb${suffix}`.slice(0, 20);
  await signIn(page);
  const api = await adminApi(page);
  // Roles of its own, so the seeded 超级管理员 is never touched: a level-2 one to manage
  // roles, and the level-3 one it changes (a role at your own level is read-only to you,
  // issue 22, so the role changed is below the operator's level and theirs as well).
  const managing = await api.createRole(`${roleName}甲`, 2, ['系统管理', '角色管理', '角色新增', '角色编辑', '角色删除']);
  const roleId = await api.createRole(roleName, 3, ['系统管理', '菜单管理', '字典管理', '字典新增', '字典编辑', '字典删除']);
  try {
    const operator = await signInElsewhere(browser, serverUrl, await api.createUser(username, managing, roleId));
    const nav = sidebar(operator);
    await openRoleScreen(operator);
    await expect(nav.getByRole('link', { name: '字典管理', exact: true })).toBeVisible();

    // Roles above the operator's level 2 are locked, and so is their own level-2 role (issue 22);
    // the level-3 one below them, theirs as well, is not.
    const table = operator.getByRole('table', { name: '角色列表' });
    await expect(table.getByRole('row', { name: /超级管理员/ }).getByRole('checkbox')).toBeDisabled();
    await expect(table.getByRole('checkbox', { name: `选择 ${roleName}甲` })).toBeDisabled();
    await expect(table.getByRole('button', { name: `编辑 ${roleName}甲` })).toHaveCount(0);
    await expect(table.getByRole('checkbox', { name: `选择 ${roleName}`, exact: true })).toBeEnabled();

    await chooseRole(operator, roleName);
    await expect(menuItem(operator, '字典管理')).toHaveAttribute('aria-checked', 'true');
    await expect(menuItem(operator, '系统管理')).toHaveAttribute('aria-checked', 'mixed');
    // 菜单管理 is held without its buttons: half-checked, neither lost nor widened by 保存.
    await expect(menuItem(operator, '菜单管理')).toHaveAttribute('aria-checked', 'mixed');
    await expect(menuItem(operator, '菜单新增')).toHaveAttribute('aria-checked', 'false');
    await menuItem(operator, '字典管理').click();
    await save(operator);

    // No reload, no new sign-in: the sidebar has lost 字典管理 and kept the rest.
    await expect(nav.getByRole('link', { name: '字典管理', exact: true })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: '角色管理', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: '菜单管理', exact: true })).toBeVisible();
    await expect(menuItem(operator, '字典管理')).toHaveAttribute('aria-checked', 'false');
    await operator.context().close();
  } finally {
    await api.cleanUp([username], [roleId, managing]);
  }
});
