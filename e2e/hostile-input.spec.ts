import type { Page } from '@playwright/test';
import {
  admin,
  breadcrumb,
  expect,
  isolated,
  menuFolder,
  menuPage,
  type MenuVo,
  notification,
  pageErrors,
  serveMenus,
  sidebar,
  signIn,
  tabBar,
  test,
  tokenOf,
  unfold,
  userMenu,
  withConfig,
} from './fixtures';

/*
 * Issue 7, "Hostile input", in the browser: server strings are shown as text (or as
 * sanitised HTML for the footer) and nothing in them runs; malformed menu answers
 * leave a working console with a clear notice, never a blank screen.
 */

const SCRIPT = '<script>window.__pwned=1</script>';
const IMG = '<img src=x onerror="window.__pwned=1">';
const LINK = '<a href="javascript:window.__pwned=1">点我</a>';
/** The server keeps nicknames to 20 characters: a probe that runs if it is ever parsed as HTML. */
const SHORT_NICK = '<img src onerror=_>';

/**
 * `window._` is a getter that sets `window.__pwned`, so SHORT_NICK runs the same probe as
 * the longer strings. Installed before any page script.
 */
async function installProbe(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, '_', {
      configurable: true,
      get() {
        (window as unknown as { __pwned?: number }).__pwned = 1;
        return undefined;
      },
    });
  });
}

/** Nothing from the hostile strings ran, and none of their elements made it into the DOM. */
async function expectNothingRan(page: Page, where: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), `window.__pwned on ${where}`).toBeUndefined();
  const live = await page.evaluate(() => ({
    scripts: [...document.querySelectorAll('script')].filter((script) => script.textContent?.includes('__pwned')).length,
    handlers: document.querySelectorAll('[onerror], [onload]').length,
    jsLinks: [...document.querySelectorAll('a[href]')].filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')).length,
  }));
  expect(live, where).toEqual({ scripts: 0, handlers: 0, jsLinks: 0 });
}

/** Proves the probes are live: parsed as HTML in a blank page of the same browser, they do run. */
async function expectProbesWouldRun(page: Page): Promise<void> {
  const control = await page.context().newPage();
  await control.setContent('<!doctype html><title>control</title><body></body>');
  for (const html of [IMG, SHORT_NICK, LINK]) {
    await control.evaluate((markup) => {
      const w = window as unknown as { __pwned?: number };
      delete w.__pwned;
      Object.defineProperty(window, '_', {
        configurable: true,
        get() {
          w.__pwned = 1;
          return undefined;
        },
      });
      const box = document.createElement('div');
      box.id = 'probe';
      box.innerHTML = markup;
      document.body.append(box);
      box.querySelector('a')?.click();
    }, html);
    // An onerror or a javascript: link runs in a later task: wait for it to run, not a fixed time.
    await expect.poll(() => control.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), { message: `the probe ${html} runs when parsed as HTML` }).toBe(1);
    await control.evaluate(() => document.getElementById('probe')?.remove());
  }
  await control.close();
}

isolated.describe('Hostile strings from the server are shown as text', () => {
  isolated('a menu title, a dictionary label and the nickname with <script>, <img onerror> and javascript: links run nothing anywhere they show', async ({ page, context, faults }, testInfo) => {
    // It visits every place the strings show: longer than most.
    testInfo.setTimeout(60_000);
    const errors = pageErrors(page);
    await installProbe(page);
    await signIn(page, admin);
    const headers = { Authorization: await tokenOf(context) };
    const menuIds: number[] = [];
    let detailId: number | undefined;
    const pageTitle = `${IMG}${LINK}`;
    const label = `${SCRIPT}${IMG}${LINK}`;
    try {
      // Through the real API, as an operator could type them into 菜单管理 and 字典管理.
      const folder = await page.request.post('/api/menus', { headers, data: { type: 0, name: SCRIPT, pid: 0, sort: 0, path: 'hostile', icon: 'system' } });
      expect(folder.status(), await folder.text()).toBe(201);
      const folderId = ((await folder.json()) as { id: number }).id;
      menuIds.push(folderId);
      const child = await page.request.post('/api/menus', {
        headers,
        data: { type: 1, name: pageTitle, pid: folderId, sort: 1, path: 'page', component: 'e2e/hostile', cache: true, icon: 'app' },
      });
      expect(child.status(), await child.text()).toBe(201);
      const jsPath = await page.request.post('/api/menus', {
        headers,
        data: { type: 1, name: '脚本地址', pid: folderId, sort: 2, path: 'javascript:window.__pwned=1', component: 'e2e/js-path', icon: 'app' },
      });
      expect(jsPath.status(), await jsPath.text()).toBe(201);
      const details = await page.request.get('/api/dictDetail', { headers, params: { dictName: 'order_status', page: 0, size: 9999 } });
      const dictId = ((await details.json()) as { content: { dict: { id: number } }[] }).content[0]?.dict.id;
      const detail = await page.request.post('/api/dictDetail', { headers, data: { label, value: '88', sort: 0, dict: { id: dictId } } });
      expect(detail.status(), await detail.text()).toBe(201);
      detailId = ((await detail.json()) as { id: number }).id;

      // Sidebar, tabs, breadcrumb and the page itself.
      await page.reload();
      const nav = sidebar(page);
      const folderButton = nav.getByRole('button', { name: SCRIPT, exact: true });
      await expect(folderButton).toBeVisible();
      await folderButton.click();
      await nav.getByRole('link', { name: pageTitle, exact: true }).click();
      await expect(breadcrumb(page)).toHaveText(`首页/${SCRIPT}/${pageTitle}`);
      await expect(tabBar(page).getByRole('link', { name: pageTitle })).toHaveText(pageTitle);
      await expect(page.getByText(`「${pageTitle}」在本控制台中尚未实现`)).toBeVisible();
      await expect(page).toHaveTitle(`${pageTitle} - 后台管理系统`);
      await expectNothingRan(page, 'the hostile page');
      // A javascript: route path stays a path of the console.
      await expect(nav.getByRole('link', { name: '脚本地址' })).toHaveAttribute('href', /^\/hostile\/javascript:/);
      await nav.getByRole('link', { name: '脚本地址' }).click();
      await expect(page.getByText('e2e/js-path')).toBeVisible();
      await expectNothingRan(page, 'the javascript: route');

      // Header search results.
      await page.getByRole('button', { name: '搜索菜单' }).click();
      await page.getByRole('combobox', { name: '搜索菜单' }).fill('pwned');
      await expect(page.getByRole('option').filter({ hasText: `${SCRIPT} > ${pageTitle}` })).toBeVisible();
      await expectNothingRan(page, 'the header search');
      await page.keyboard.press('Escape');

      // 字典管理.
      await unfold(nav, '系统管理');
      await nav.getByRole('link', { name: '字典管理' }).click();
      await page.getByRole('region', { name: '字典列表' }).getByRole('button', { name: 'order_status', exact: true }).click();
      await expect(page.getByRole('region', { name: '字典详情' }).getByRole('cell', { name: label, exact: true })).toBeVisible();
      await expectNothingRan(page, '字典管理');

      // The nickname, saved through 个人中心 (20 characters at most on this server).
      await page.goto('/user/center');
      const form = page.getByRole('form', { name: '用户资料' });
      await form.getByRole('textbox', { name: '用户昵称' }).fill(SHORT_NICK);
      await form.getByRole('button', { name: '保存' }).click();
      await expect(page.getByText('个人资料已保存')).toBeVisible();
      await page.reload();
      await expectNickname(page, SHORT_NICK);

      // A back end with longer nicknames may send all three at once.
      const info = (await (await page.request.get('/auth/info', { headers })).json()) as Record<string, unknown>;
      expect(info.nickName).toBe(SHORT_NICK);
      await faults.inject({ path: '/auth/info', kind: 'body', body: { ...info, nickName: label } });
      await page.reload();
      await expectNickname(page, label);

      expect(errors).toEqual([]);
      await expectProbesWouldRun(page);
    } finally {
      await faults.clear();
      if (menuIds.length > 0) await page.request.delete('/api/menus', { headers, data: menuIds });
      if (detailId !== undefined) await page.request.delete(`/api/dictDetail/${detailId}`, { headers });
      const me = (await (await page.request.get('/auth/info', { headers })).json()) as { id: number; phone: string; sex: string };
      await page.request.put('/api/users/center', { headers, data: { id: me.id, nickName: '管理员', phone: me.phone, sex: me.sex } });
    }
  });
});

/** The nickname in the top bar, on the dashboard and in 个人中心, as text. */
async function expectNickname(page: Page, nickname: string): Promise<void> {
  await expect(userMenu(page)).toHaveAccessibleName(`用户菜单：${nickname}`);
  await expect(userMenu(page).getByRole('img')).toHaveAttribute('alt', nickname);
  const profile = page.getByRole('region', { name: '个人信息' });
  await expect(profile.getByText('用户昵称', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(nickname);
  await expect(page.getByRole('form', { name: '用户资料' }).getByRole('textbox', { name: '用户昵称' })).toHaveValue(nickname);
  await expectNothingRan(page, '个人中心');
  await tabBar(page).getByRole('link', { name: '首页' }).click();
  await expect(page.getByText(`，${nickname}，欢迎回来`)).toBeVisible();
  await expectNothingRan(page, 'the dashboard');
  await page.goto('/user/center');
}

test('footerTxt from config.json is shown as sanitised HTML: its links stay, nothing runs', async ({ page, context, cspViolations }) => {
  const errors = pageErrors(page);
  await installProbe(page);
  await withConfig(context, {
    footerTxt: `© 2026 某某商城 <a href="https://example.com/about" target="_blank">关于我们</a> ${SCRIPT}${IMG}${LINK}<b onmouseover="window.__pwned=1">加粗</b>`,
    caseNumber: '<img src=x onerror="window.__pwned=1">',
  });
  await signIn(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2026 某某商城 关于我们');
  const about = footer.getByRole('link', { name: '关于我们' });
  await expect(about).toHaveAttribute('href', 'https://example.com/about');
  await expect(about).toHaveAttribute('rel', 'noopener noreferrer');
  // The javascript: link keeps its text but loses its address; the filing number is text.
  await expect(footer.getByText('点我')).toBeVisible();
  await expect(footer.getByRole('link', { name: IMG })).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  await footer.getByText('点我').click();
  await footer.getByText('加粗').hover();
  await expectNothingRan(page, 'the footer');
  await expect(footer.locator('script, img')).toHaveCount(0);
  expect(errors).toEqual([]);
  // Chromium reports an inline handler to the policy as soon as markup holding one is
  // parsed, even inertly: the sanitiser's parse of the hostile footer does that, then
  // drops the handlers. Those reports, and only those, are expected here.
  expect(cspViolations.filter((v) => !/script-src-attr|Executing inline event handler/.test(v))).toEqual([]);
  cspViolations.length = 0;
});

/*
 * Malformed GET api/menus/build answers (the property test with thousands of cases is
 * src/features/navigation/buildNavigation.test.ts): a handful in the browser.
 */
const goodFolder = menuFolder('/good', '正常目录', [menuPage('dict', '正常字典', 'system/dict/index'), menuPage('todo', '未实现页面', 'no/such/view')]);
const skipped = (n: number) => `服务器返回的菜单中有 ${n} 项无法使用，已跳过；其余页面可正常使用。请将以下问题告知后端维护人员：`;

const malformed: { name: string; body: unknown; notice: string }[] = [
  { name: 'an object instead of a list', body: { content: [goodFolder] }, notice: '菜单加载失败：服务器返回的数据格式不正确' },
  {
    name: 'entries missing their path, or their component',
    body: [goodFolder, { component: 'Layout', meta: { title: '无路径目录' }, children: [menuPage('x', '无路径页面', 'e2e/x')] }, menuFolder('/nocomp', '无组件目录', [{ path: 'page', meta: { title: '无组件页面' } }])],
    notice: skipped(1),
  },
  { name: 'children that are not a list', body: [goodFolder, { ...menuFolder('/bad', '坏子菜单', []), children: 'oops' }, { ...menuFolder('/bad2', '坏子菜单二', []), children: { 0: goodFolder } }], notice: skipped(2) },
  { name: 'null, text and numbers mixed with good entries', body: [null, goodFolder, 'menu', 42, [goodFolder], true], notice: skipped(5) },
  {
    name: 'wrong types: a numeric path, a title that is no string, hidden as text, meta as a list',
    body: [goodFolder, { path: 7, meta: { title: '数字路径' } }, menuPage('/t', '', 'e2e/t', { meta: { title: 5 } as unknown as MenuVo['meta'] }), { ...menuPage('/h', '文字隐藏', 'e2e/h'), hidden: 'yes' }, { path: '/m', meta: ['标题'] }],
    notice: skipped(4),
  },
];

test.describe('Malformed menus from the server', () => {
  for (const { name, body, notice } of malformed) {
    test(`${name}: the console shows the pages it can and a clear notice, never a blank screen`, async ({ page, faults }) => {
      const errors = pageErrors(page);
      await serveMenus(faults, body);
      await signIn(page);
      await expect(page.getByRole('heading', { name: '首页' })).toBeVisible();
      const alert = page.getByRole('alert').filter({ hasText: notice });
      await expect(alert).toBeVisible();
      // A skipped entry is listed with what is wrong with it, one line each.
      const listed = /有 (\d+) 项无法使用/.exec(notice)?.[1];
      if (listed) await expect(alert.getByRole('listitem')).toHaveCount(Number(listed));
      const nav = sidebar(page);
      await expect(nav.getByRole('link', { name: '首页' })).toBeVisible();
      if (notice.startsWith('菜单加载失败')) {
        // Nothing usable: the base pages still work, and the failure is also notified.
        await expect(notification(page, '服务器返回的数据格式不正确')).toBeVisible();
        await expect(nav.getByRole('button')).toHaveCount(0);
        await page.goto('/user/center');
        await expect(page.getByRole('region', { name: '个人信息' })).toBeVisible();
      } else {
        // The good entries work: a real view and a 页面未实现 page.
        await nav.getByRole('button', { name: '正常目录' }).click();
        await nav.getByRole('link', { name: '正常字典' }).click();
        await expect(page.getByRole('region', { name: '字典列表' })).toBeVisible();
        await nav.getByRole('link', { name: '未实现页面' }).click();
        await expect(page.getByText('no/such/view')).toBeVisible();
        await expect(breadcrumb(page)).toHaveText('首页/正常目录/未实现页面');
      }
      await expect(page.locator('body')).not.toHaveText('');
      expect(errors).toEqual([]);
    });
  }
});
