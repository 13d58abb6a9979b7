import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto('http://localhost:3100/ee/');
await page.waitForSelector('html[data-hydrated="true"]');
const links = await page.getByRole('link', { name: 'Tarne' }).evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200) + ' | ' + (e.closest('footer,header,section,main')?.tagName)));
console.log(links);
await browser.close();
