// SCREENSHOTS=<dir>: e2e tests keep the pages a person must look at (issue 15: the Liisi step, the payment-failed
// pages) at 390 and 1280 px; without it nothing is written (the layout checks run either way).
import type { Page } from 'playwright-core';

export async function screenshots(page: Page, name: string, width: number): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  for (const size of [390, 1280]) {
    await page.setViewportSize({ width: size, height: size < 768 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
}
