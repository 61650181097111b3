import { BACKEND_URL } from './backend';
import { watchViolations } from './csp';
import { expect, test } from './fixtures';
import { openPage } from './page';
import { watchCalls } from './requests';
import { SHOWN_CHART } from '../components/bento/work/shown-slide';
import { hardenPage } from '../scripts/postbuild/harden-export';

test.describe('Content-Security-Policy', () => {
  test('is a <meta> ahead of every script, with hashes, no unsafe-inline, and the strict directives', async ({ page }) => {
    await page.goto('/');
    const head = await page.evaluate(() => [...document.head.children].map((element) => element.outerHTML.slice(0, 60)));
    const metaIndex = head.findIndex((tag) => tag.includes('Content-Security-Policy'));
    const firstScript = head.findIndex((tag) => tag.startsWith('<script'));
    expect(metaIndex).toBeGreaterThanOrEqual(0);
    expect(metaIndex).toBeLessThan(firstScript);

    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'))!;
    const directives: Record<string, string[]> = Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['style-src']).not.toContain("'unsafe-inline'");
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'", new URL(BACKEND_URL).origin]);
    const inlineScripts = await page.evaluate(() => document.querySelectorAll('script:not([src])').length);
    expect(directives['script-src']!.filter((value) => value.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(inlineScripts);
  });

  test('a visit, the live refresh and the chart raise no violation', { tag: '@smoke' }, async ({ page }) => {
    const violations = await watchViolations(page);
    const calls = watchCalls(page, BACKEND_URL);
    await openPage(page);
    // The menu's open look is the stylesheet's (:popover-open): opening it inserts no rule, so the
    // interaction recalculates no page-wide style.
    const rules = () => page.evaluate(() => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0));
    const rulesBefore = await rules();
    await page.getByRole('button', { name: 'GitHub' }).click();
    await expect(page.getByRole('menu', { name: 'GitHub profiles' })).toBeVisible();
    expect(await rules()).toBe(rulesBefore);
    await page.keyboard.press('Escape');
    const chart = page.locator(SHOWN_CHART);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('svg path').first()).toBeAttached();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.1);
    await page.getByRole('button', { name: 'Next role' }).click();
    // The refresh has run once requests to the backend have gone out and come back.
    await expect.poll(() => calls.filter((call) => call.done).length).toBeGreaterThanOrEqual(1);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // What the scroll loads (the chart, a refreshed description's renderer) has loaded.
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
  });

  test("a style attribute applies by the hash the post-build gave it, with no violation; without 'unsafe-hashes' it is refused", async ({ page, allowConsoleErrors }) => {
    // A page the site does not have, hardened by the step as a page of Next's might one day need.
    const source = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><p style="color:rgb(1, 2, 3);font-family:&quot;Hashed Serif&quot;">x</p></body></html>';
    const hardened = hardenPage(source, null)!.html;
    expect(hardened).toContain("'unsafe-hashes'");
    const violations = await watchViolations(page);
    const visit = async (url: string, html: string) => {
      await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html }));
      await page.goto(url);
      return page.locator('p').evaluate((element) => getComputedStyle(element).color);
    };
    expect(await visit('http://style-attribute.test/', hardened)).toBe('rgb(1, 2, 3)');
    expect(await violations()).toEqual([]);

    allowConsoleErrors(/Content Security Policy/);
    expect(await visit('http://style-attribute.test/unhashed', hardened.replace("'unsafe-hashes'", ''))).not.toBe('rgb(1, 2, 3)');
    expect(await violations()).toEqual([{ directive: 'style-src-attr', blocked: 'inline' }]);
  });

  test('an injected inline script or handler does not run', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Content Security Policy/);
    const violations = await watchViolations(page);
    await openPage(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      const holder = document.createElement('div');
      holder.innerHTML = '<img src="/icon.svg" alt="" onload="window.__handler = true">';
      document.body.append(holder);
    });
    // Both were judged once both violations are reported: the script at insertion, the handler as the image loaded.
    await expect
      .poll(async () => (await violations()).map((violation) => violation.directive))
      .toEqual(expect.arrayContaining(['script-src-elem', 'script-src-attr']));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBeUndefined();
  });
});

test.describe('headers and the 404 page', () => {
  test('pages carry the security headers and are not cached; hashed assets are cached for good', { tag: '@smoke' }, async ({ page, request }) => {
    const html = await request.get('/');
    const headers = html.headers();
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cache-control']).toBe('no-cache');

    await page.goto('/');
    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('an unknown address gets the 404 page, with status 404', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/); // the browser reports the page's own status
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page does not exist.');
    await expect(page.getByRole('link', { name: /Back to/ })).toHaveAttribute('href', '/');
  });
});
