import { editor, expect, notification, openFromMenu, pageErrors, signIn, tabBar, test, tokenOf, unique } from './fixtures';
import type { Page } from '@playwright/test';

/*
 * Issue 24's product screens against the embedded server and its seed (the dump's
 * categories 工具 ⊂ 美妆个护, template 默认全国运费模板, rules 图文打印1 ...): 商品管理, the
 * product form with its SKU table and rich-text detail, and what crosses to 商品分类 and
 * 运费模板 (a category and a template made there are offered by the form).
 */

const goodsTable = (page: Page) => page.getByRole('table', { name: '商品列表' });
const goodsRow = (page: Page, name: string) => goodsTable(page).getByRole('row', { name: new RegExp(name) });
const skuTable = (page: Page) => page.getByRole('table', { name: '多规格' });
const cover = (url: string) => `${url}/favicon.svg`;

async function chooseOption(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** The product form's required fields, with a category and template by name. */
async function fillProduct(page: Page, serverUrl: string, name: string, category = '工具', template = '默认全国运费模板') {
  await page.getByRole('textbox', { name: '商品名称' }).fill(name);
  await chooseOption(page, /商品分类/, category);
  await page.getByRole('textbox', { name: '商品关键字' }).fill('测试');
  await page.getByRole('textbox', { name: '单位' }).fill('件');
  await page.getByRole('textbox', { name: '商品简介' }).fill('浏览器测试的商品');
  await page.getByRole('textbox', { name: '商品封面图' }).fill(cover(serverUrl));
  await page.getByRole('textbox', { name: /商品轮播图/ }).fill(cover(serverUrl));
  await page.getByRole('button', { name: '添加', exact: true }).click();
  const detail = page.getByRole('textbox', { name: '商品详情' });
  await detail.click();
  await page.keyboard.type('纯棉，');
  await page.getByRole('button', { name: '粗体' }).click();
  await page.keyboard.type('四季可穿');
  await chooseOption(page, /运费模板/, template);
}

async function addSpec(page: Page, spec: string, values: string[]) {
  await page.getByRole('button', { name: '添加新规格' }).click();
  await page.getByRole('textbox', { name: '规格', exact: true }).fill(spec);
  await page.getByRole('textbox', { name: '规格值', exact: true }).fill(values[0]!);
  await page.getByRole('button', { name: '确定', exact: true }).click();
  for (const value of values.slice(1)) {
    await page.getByRole('textbox', { name: `${spec}的新值` }).fill(value);
    await page.keyboard.press('Enter');
  }
}

async function openGoods(page: Page) {
  await openFromMenu(page, '商品管理', '管理商品');
  await expect(goodsTable(page).getByRole('row')).not.toHaveCount(1);
}

async function search(page: Page, name: string) {
  await page.getByRole('textbox', { name: '商品名称' }).fill(name);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(goodsTable(page).getByRole('row')).toHaveCount(2);
}

test('a two-spec product: created with four SKUs, listed with its lowest price and summed stock, one SKU edited, taken off the shelf', async ({ page, serverUrl }, testInfo) => {
  const errors = pageErrors(page);
  const name = `双规格T恤${unique(testInfo.workerIndex)}`;
  await signIn(page);
  await openGoods(page);

  await page.getByRole('button', { name: '新增', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/goodsAdd$/);
  await expect(tabBar(page).getByRole('link', { name: '商品新增' })).toHaveAttribute('aria-current', 'page');
  await fillProduct(page, serverUrl, name);
  await page.getByRole('radio', { name: '多规格' }).check();
  await addSpec(page, '颜色', ['红', '白']);
  await addSpec(page, '尺码', ['S', 'M']);
  await page.getByRole('button', { name: '立即生成' }).click();
  await expect(skuTable(page).locator('tbody tr[aria-label]')).toHaveCount(4);
  const skus: Record<string, [string, string]> = { '红 S': ['19.90', '5'], '红 M': ['0.10', '7'], '白 S': ['0.2', '11'], '白 M': ['25', '0'] };
  for (const [sku, [price, stock]] of Object.entries(skus)) {
    await page.getByRole('textbox', { name: `售价 ${sku}` }).fill(price);
    await page.getByRole('textbox', { name: `库存 ${sku}` }).fill(stock);
  }
  await expect(page.getByText('4 个规格，最低售价 0.10，库存合计 23')).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/yxStoreProduct/addOrSave'));
  await page.getByRole('button', { name: '保存' }).dblclick();
  expect((await saved).status()).toBe(201);
  await expect(notification(page, '操作成功')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/goods$/);
  await expect(tabBar(page).getByRole('link', { name: '商品新增' })).toHaveCount(0);

  // Saved once, on the shelf, with the figures the server derives from the SKUs.
  await search(page, name);
  await expect(goodsRow(page, name)).toContainText('0.10');
  await expect(goodsRow(page, name).getByRole('cell').nth(6)).toHaveText('23');

  // Edit one SKU: the form is a page of its own, titled with the product's name, and survives a reload.
  await goodsRow(page, name).getByRole('button', { name: `编辑 ${name}` }).click();
  await expect(page).toHaveURL(/\/shop\/goodsEdit\/\d+$/);
  await expect(tabBar(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(page.getByRole('textbox', { name: '售价 红 M' })).toHaveValue('0.10');
  await expect(page.getByRole('textbox', { name: '商品详情' })).toContainText('四季可穿');
  await expect(page.getByRole('textbox', { name: '商品详情' }).locator('strong')).toHaveText('四季可穿');
  await page.getByRole('textbox', { name: '售价 红 M' }).fill('3.30');
  await page.getByRole('textbox', { name: '库存 白 M' }).fill('4');
  await expect(page.getByText('4 个规格，最低售价 0.20，库存合计 27')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await expect(page).toHaveURL(/\/shop\/goods$/);
  await search(page, name);
  await expect(goodsRow(page, name)).toContainText('0.20');
  await expect(goodsRow(page, name).getByRole('cell').nth(6)).toHaveText('27');

  // 下架, then it is on 待上架.
  await goodsRow(page, name).getByRole('button', { name: new RegExp(`^已上架 ${name}`) }).click();
  const confirm = page.getByRole('dialog', { name: '提示' });
  await expect(confirm).toContainText('确定进行[下架]操作?');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await expect(goodsRow(page, name)).toHaveCount(0);
  await page.getByRole('tab', { name: '待上架产品' }).click();
  await search(page, name);
  await expect(goodsRow(page, name)).toContainText('已下架');
  expect(errors).toEqual([]);
});

/** Opens a picture field's dialog, finds each picture by its file name (the library is shared) and chooses it, then 确定. */
async function pickPictures(page: Page, field: string, filenames: string[]): Promise<string[]> {
  await page.getByRole('button', { name: `选择图片：${field}` }).click();
  const dialog = page.getByRole('dialog', { name: `选择图片：${field}` });
  const urls: string[] = [];
  for (const filename of filenames) {
    await dialog.getByRole('textbox', { name: '图片名称' }).fill(filename);
    await dialog.getByRole('button', { name: '搜索', exact: true }).click();
    const card = dialog.getByRole('list', { name: '图片列表' }).getByRole('listitem', { name: filename, exact: true }).first();
    await card.getByRole('button', { name: `选择 ${filename}` }).click();
    urls.push((await card.getByRole('img').getAttribute('src')) ?? '');
  }
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  return urls;
}

test('a product’s cover and gallery are chosen in the picture dialog over the form, in the order chosen, and kept', async ({ page, serverUrl }, testInfo) => {
  const errors = pageErrors(page);
  const name = `选图商品${unique(testInfo.workerIndex)}`;
  await signIn(page);
  await openGoods(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await fillProduct(page, serverUrl, name);
  const windows = page.context().pages().length;
  const [coverUrl] = await pickPictures(page, '商品封面图', ['电视.png']);
  await expect(page.getByRole('textbox', { name: '商品封面图' })).toHaveValue(coverUrl!);
  // The typed slide stays first; two from the library follow in the order clicked.
  const slides = await pickPictures(page, '商品轮播图', ['工具.png', '电视.png']);
  const gallery = page.getByRole('group', { name: '商品轮播图' }).getByRole('img');
  await expect(gallery).toHaveCount(3);
  expect(await gallery.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([cover(serverUrl), ...slides]);
  expect(page.context().pages()).toHaveLength(windows);
  await page.getByRole('textbox', { name: '售价' }).fill('5');
  await page.getByRole('textbox', { name: '库存' }).fill('2');
  await page.getByRole('button', { name: '保存' }).click();
  // Saved: the form closes back to the list (its brief notice may be gone on a loaded machine).
  await expect(goodsTable(page)).toBeVisible({ timeout: 30_000 });

  await search(page, name);
  await goodsRow(page, name).getByRole('button', { name: `编辑 ${name}` }).click();
  await expect(page.getByRole('textbox', { name: '商品封面图' })).toHaveValue(coverUrl!);
  await expect(page.getByRole('group', { name: '商品轮播图' }).getByRole('img')).toHaveCount(3);
  expect(await page.getByRole('group', { name: '商品轮播图' }).getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).toEqual([cover(serverUrl), ...slides]);
  expect(errors).toEqual([]);
});

test('leaving a changed product form asks first; refused checks send nothing', async ({ page }) => {
  await signIn(page);
  await openGoods(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await page.getByRole('button', { name: '保存' }).click();
  // The check's message stays by 保存 and is told once as a notification too.
  await expect(page.getByLabel('新增商品').getByRole('alert')).toHaveText('请填写完整商品信息！');
  await expect(notification(page, '请填写完整商品信息！')).toHaveCount(2);
  await page.getByRole('textbox', { name: '商品名称' }).fill('未保存的商品');
  await tabBar(page).getByRole('button', { name: '关闭 商品新增' }).click();
  await expect(page.getByRole('dialog', { name: '提示' })).toContainText('放弃未保存的修改吗？');
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '取消' }).click();
  await expect(page.getByRole('textbox', { name: '商品名称' })).toHaveValue('未保存的商品');
});

test('editor (read-only) sees no write button on 管理商品 and 商品规格, and a direct save is refused', async ({ page }) => {
  await signIn(page, editor);
  await openGoods(page);
  for (const name of ['新增', '编辑', '删除']) await expect(page.getByRole('button', { name: new RegExp(`^${name}( |$)`) })).toHaveCount(0);
  await expect(goodsTable(page).getByRole('columnheader', { name: '操作' })).toHaveCount(0);
  await expect(goodsTable(page).getByRole('button', { name: /^已上架/ })).toHaveCount(0);

  await openFromMenu(page, '商品管理', '商品规格');
  await expect(page.getByRole('table', { name: 'sku规则列表' }).getByRole('row')).not.toHaveCount(1);
  for (const name of ['新增', '修改', '删除', '编辑']) await expect(page.getByRole('button', { name: new RegExp(`^${name}( |$)`) })).toHaveCount(0);

  const token = await tokenOf(page.context());
  const refused = await page.request.post('/api/yxStoreProduct/addOrSave', { headers: { Authorization: token }, data: { store_name: '不允许' } });
  expect([400, 403]).toContain(refused.status());
  const onsale = await page.request.post('/api/yxStoreProduct/onsale/32', { headers: { Authorization: token }, data: { status: 1 } });
  expect([400, 403]).toContain(onsale.status());
});

test('商品规格: a template made there is offered by the product form, and builds its SKU table', async ({ page }, testInfo) => {
  const rule = `测试规格${unique(testInfo.workerIndex)}`;
  await signIn(page);
  await openFromMenu(page, '商品管理', '商品规格');
  await page.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增sku规则' });
  await dialog.getByRole('textbox', { name: /标题名称/ }).fill(rule);
  await dialog.getByRole('button', { name: '添加新规格' }).click();
  await dialog.getByRole('textbox', { name: '规格', exact: true }).fill('容量');
  await dialog.getByRole('textbox', { name: '规格值', exact: true }).fill('1L');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await dialog.getByRole('textbox', { name: '容量的新值' }).fill('2L');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: '确认' }).click();
  await expect(notification(page, '新增成功')).toBeVisible();
  await expect(page.getByRole('table', { name: 'sku规则列表' }).getByRole('row', { name: new RegExp(rule) })).toContainText('容量 : 1L,2L');

  await openGoods(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await page.getByRole('radio', { name: '多规格' }).check();
  await chooseOption(page, '选择规格', rule);
  await page.getByRole('button', { name: '确认', exact: true }).click();
  await page.getByRole('button', { name: '立即生成' }).click();
  await expect(skuTable(page).locator('tbody tr[aria-label]')).toHaveText([/^1L/, /^2L/]);
});

/*
 * The category and the template are made through the server's own calls (CONTRACT-SHOP 4.1, 7.2),
 * as 商品分类 and 运费模板 send them: those screens' own browser tests are C1's; what is tested here
 * is that the product form offers what was just made there, and keeps it with the product.
 */
test('a category just made (商品分类) is offered by the product form and the product is listed under it', async ({ page, serverUrl }, testInfo) => {
  const tag = unique(testInfo.workerIndex);
  const category = `测试分类${tag}`;
  const name = `新分类商品${tag}`;
  await signIn(page);
  const token = await tokenOf(page.context());
  const created = await page.request.post('/api/yxStoreCategory', { headers: { Authorization: token }, data: { cateName: category, pid: 10, pic: cover(serverUrl), isShow: 1, sort: 1 } });
  expect(created.status()).toBe(201);

  await openGoods(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await fillProduct(page, serverUrl, name, category);
  await page.getByRole('textbox', { name: '售价' }).fill('12.50');
  await page.getByRole('textbox', { name: '库存' }).fill('8');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await chooseOption(page, '商品分类', category);
  await search(page, name);
  await expect(goodsRow(page, name)).toContainText(`${name}${category}12.50`);

  // The category now holds a product: the server refuses to delete it, and says why.
  const list = (await (await page.request.get('/api/yxStoreCategory', { headers: { Authorization: token }, params: { cateName: category } })).json()) as { content: { id: number; children?: { id: number; cateName: string }[] }[] };
  const id = list.content.flatMap((top) => [top, ...(top.children ?? [])]).find((c) => 'cateName' in c && (c as { cateName: string }).cateName === category)?.id;
  expect(id).toBeDefined();
  const refused = await page.request.delete(`/api/yxStoreCategory/${id}`, { headers: { Authorization: token } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('当前分类下有商品不可删除');
});

test('a shipping template with one province just made (运费模板) is offered by the product form and kept with the product', async ({ page, serverUrl }, testInfo) => {
  const tag = unique(testInfo.workerIndex);
  const template = `测试运费${tag}`;
  const name = `新运费商品${tag}`;
  await signIn(page);
  const token = await tokenOf(page.context());
  const cities = (await (await page.request.get('/api/yxShippingTemplates/citys', { headers: { Authorization: token } })).json()) as { city_id: number; name: string; children: { city_id: number }[] | null }[];
  const henan = cities.find((c) => c.name === '河南省');
  expect(henan).toBeDefined();
  const body = {
    name: template,
    type: 1,
    sort: 0,
    appoint: 0,
    region_info: [
      { regionName: '默认全国', first: 1, price: 0, _continue: 1, continue_price: 0, region: [{ name: '默认全国', city_id: 0 }] },
      { regionName: '河南省', first: 1, price: 6, _continue: 1, continue_price: 2, region: [{ name: '河南省', city_id: henan!.city_id, children: (henan!.children ?? []).map((c) => ({ city_id: c.city_id })) }] },
    ],
    appoint_info: [],
  };
  const saved = await page.request.post('/api/yxShippingTemplates/save/0', { headers: { Authorization: token }, data: body });
  expect(saved.status()).toBe(201);

  await openGoods(page);
  await page.getByRole('button', { name: '新增', exact: true }).click();
  await fillProduct(page, serverUrl, name, '工具', template);
  await page.getByRole('textbox', { name: '售价' }).fill('3');
  await page.getByRole('textbox', { name: '库存' }).fill('1');
  await page.getByRole('button', { name: '保存' }).click();
  await expect(notification(page, '操作成功')).toBeVisible();
  await search(page, name);
  await goodsRow(page, name).getByRole('button', { name: `编辑 ${name}` }).click();
  await expect(page.getByRole('combobox', { name: /运费模板/ })).toHaveText(template);

  // The template is now in use: the server refuses to delete it, and says why.
  const templates = (await (await page.request.get('/api/yxShippingTemplates', { headers: { Authorization: token }, params: { page: 0, size: 100 } })).json()) as { content: { id: number; name: string }[] };
  const id = templates.content.find((t) => t.name === template)?.id;
  const refused = await page.request.delete('/api/yxShippingTemplates', { headers: { Authorization: token }, data: [id] });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('运费模板存在商品关联，请删除对应商品');
});

test('a product whose stored detail is hostile opens for editing with the detail cleaned, nothing run and no Content-Security-Policy report', async ({ page, serverUrl, cspViolations }, testInfo) => {
  const errors = pageErrors(page);
  const name = `恶意详情${unique(testInfo.workerIndex)}`;
  await signIn(page);
  const token = await tokenOf(page.context());
  const headers = { Authorization: token };
  // Stored as sent (yshop keeps the detail verbatim): handlers, a script, a javascript: link, a frame.
  const description = `<p>安全的文字</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><p onclick="window.__pwned=3">点这里</p><a href="javascript:window.__pwned=4">链接</a><iframe src="javascript:window.__pwned=5"></iframe><img src="${cover(serverUrl)}" alt="好图" onload="window.__pwned=6">`;
  const body = { store_name: name, cate_id: 11, keyword: '测试', unit_name: '件', store_info: '恶意详情', image: cover(serverUrl), slider_image: [cover(serverUrl)], spec_type: 0, temp_id: 34, description, attrs: [{ price: 1, cost: 0, ot_price: 0, stock: 1 }] };
  const saved = await page.request.post('/api/yxStoreProduct/addOrSave', { headers, data: body });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const list = (await (await page.request.get('/api/yxStoreProduct', { headers, params: { storeName: name, page: 0, size: 10 } })).json()) as { content: { id: number }[] };
  const id = list.content[0]?.id;
  expect(id).toBeDefined();

  await page.goto(`/shop/goodsEdit/${id}`);
  const detail = page.getByRole('textbox', { name: '商品详情' });
  // The editor is a lazy chunk of its own: give it the time a loaded machine takes.
  await expect(detail).toContainText('安全的文字', { timeout: 30_000 });
  await expect(detail).toContainText('点这里');
  // The safe picture loaded: the page has settled, and the hostile one was never asked for.
  const good = detail.getByRole('img', { name: '好图' });
  await expect.poll(() => good.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(detail.locator('img')).toHaveCount(1);
  await expect(detail.locator('script, iframe, [onerror], [onclick], [onload]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(cspViolations).toEqual([]);
  expect(errors).toEqual([]);
});
