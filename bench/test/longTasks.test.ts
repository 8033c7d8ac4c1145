import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { scriptBlockingMs, scriptTasks, watchLoad } from '../longTasks.ts';

describe("a page's own scripts' blocking time", () => {
  it('counts each script task over 50 ms, as Total Blocking Time counts a long task', () => {
    const runs = [
      { startTime: 100, duration: 80 },
      { startTime: 400, duration: 30 },
      { startTime: 900, duration: 55 },
    ];
    expect(scriptBlockingMs(runs)).toBe(30 + 0 + 5);
  });

  it('takes runs back to back as one task: a callback and the microtasks after it', () => {
    const runs = [
      { startTime: 230, duration: 35 },
      { startTime: 200, duration: 30 },
    ];
    expect(scriptBlockingMs(runs)).toBe(15);
  });

  it('keeps runs apart when the main thread was free between them', () => {
    const runs = [
      { startTime: 200, duration: 30 },
      { startTime: 240, duration: 35 },
    ];
    expect(scriptBlockingMs(runs)).toBe(0);
  });

  it('is nothing for a page whose scripts never ran in a long frame', () => {
    expect(scriptBlockingMs([])).toBe(0);
  });

  it('gives each task its scripts’ time, for the longest', () => {
    const runs = [
      { startTime: 900, duration: 20 },
      { startTime: 200, duration: 30 },
      { startTime: 230, duration: 35 },
    ];
    expect(scriptTasks(runs)).toEqual([65, 20]);
  });
});

describe('a load the long-task bench watches', () => {
  let browser: Browser;
  let server: Server;
  let url: string;
  beforeAll(async () => {
    browser = await chromium.launch({ ...chromiumLaunchOptions('browser'), headless: true });
    // A page that hydrates a moment after it loads, as the app's pages do.
    server = createServer((_, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><title>p</title><p>page</p><script>setTimeout(() => document.documentElement.setAttribute('data-hydrated', ''), 200)</script>`,
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await new Promise((done) => server?.close(done));
  });

  it('runs no script of the harness in the page but its observer and two small evaluations', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      // Every script the page's main world parses, with its length; the page's own has its URL.
      const harness: number[] = [];
      cdp.on('Debugger.scriptParsed', (script) => {
        if (script.url !== url) harness.push(script.length ?? 0);
      });
      await cdp.send('Debugger.enable');
      await watchLoad(page, cdp, url, true, 0);
      expect(harness.length).toBeGreaterThan(0);
      // Playwright's waitForFunction would have injected its selector engine: some 300 KB.
      expect(Math.max(...harness)).toBeLessThan(2_000);
    } finally {
      await context.close();
    }
  }, 30_000);
});
