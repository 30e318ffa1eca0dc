import { chromium } from 'playwright-core';
const [,, url, out, w = '1440', h = '900', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const page = await browser.newPage({ viewport: { width: +w, height: +h } });
const logs = [];
page.on('console', (m) => logs.push(`[${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => logs.push(`[pageerror] ${e.message}`));
page.on('requestfailed', (r) => logs.push(`[reqfail] ${r.url()} ${r.failure()?.errorText}`));
await page.goto(url, { waitUntil: 'networkidle' });
if (actions) { const fn = new Function('page', `return (async () => { ${actions} })()`); await fn(page); }
await page.waitForTimeout(800);
await page.screenshot({ path: out });
console.log(page.url());
console.log(logs.join('\n'));
await browser.close();
