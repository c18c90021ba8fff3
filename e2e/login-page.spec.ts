import { expect, test } from './fixtures';

test('the login page shows the captcha image served by the embedded server', async ({ page }) => {
  const captcha = page.waitForResponse((response) => response.url().endsWith('/auth/code'));
  await page.goto('/login');
  const body = (await (await captcha).json()) as { img: string; uuid: string };
  const image = page.getByRole('img', { name: '验证码' });
  await expect(image).toHaveAttribute('src', body.img);
  // The image really decodes: a broken data URL would have no natural width.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('clicking the captcha loads a new one', async ({ page }) => {
  const first = page.waitForResponse((response) => response.url().endsWith('/auth/code'));
  await page.goto('/login');
  const firstBody = (await (await first).json()) as { img: string; uuid: string };
  const second = page.waitForResponse((response) => response.url().endsWith('/auth/code'));
  await page.getByRole('img', { name: '验证码' }).click();
  const secondBody = (await (await second).json()) as { img: string; uuid: string };
  expect(secondBody.uuid).not.toBe(firstBody.uuid);
  await expect(page.getByRole('img', { name: '验证码' })).toHaveAttribute('src', secondBody.img);
});
