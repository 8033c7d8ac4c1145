/**
 * The start-up and memory figures of docs/benchmarks.md ("Measured by hand"): `npm start`'s process
 * (`node host/start.js`) from spawn to /readyz answering 200, cold (app/dist and host/dist removed
 * first, so the start builds them, on a fresh DATA_DIR that it seeds) and warm (the build current,
 * the database seeded); its resident memory once ready and after 1,000 page requests.
 *
 *   npx tsx scripts/startupFigures.ts [--port 8485] [--keep-dist]
 *
 * --keep-dist skips the cold start (no rebuild). Prints one JSON line per start.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const port = Number(args[args.indexOf('--port') + 1] || 8485);
const url = `http://127.0.0.1:${port}`;

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024);

function get(agent: Agent, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(`${url}${path}`, { agent, headers: { 'accept-encoding': 'br' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

async function start(label: string, dataDir: string) {
  const began = performance.now();
  const child = spawn(process.execPath, ['host/start.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const readyMs = Math.round(performance.now() - began);
  const rssReady = rssMb(child.pid!);

  // 1,000 page requests over 4 keep-alive connections: every vehicle page (cold, then cached),
  // the search page, a search by make and the contact page.
  const sitemap = await (await fetch(`${url}/sitemaps/vehicles-1.xml`)).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const paths = [...pages, '/vehicle-search', '/vehicle-search?make=ford', '/contact'];
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  let next = 0;
  const statuses = new Map<number, number>();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < 1000) {
        const status = await get(agent, paths[next++ % paths.length]!);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  agent.destroy();
  const rssAfter = rssMb(child.pid!);
  const stopBegan = performance.now();
  child.kill('SIGTERM');
  const code = await new Promise((r) => child.once('exit', (c) => r(c)));
  console.log(
    JSON.stringify({
      start: label,
      readyMs,
      rssReadyMb: rssReady,
      rssAfter1000PagesMb: rssAfter,
      statuses: Object.fromEntries(statuses),
      stopMs: Math.round(performance.now() - stopBegan),
      exitCode: code,
      loadavg: loadavg().map((l) => l.toFixed(2)),
    }),
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'showroom-figures-'));
if (!args.includes('--keep-dist')) {
  for (const dist of ['app/dist', 'host/dist'])
    rmSync(join(root, dist), { recursive: true, force: true });
  await start('cold: build + seed 320 vehicles', dataDir);
}
await start('warm: build current, database seeded', dataDir);
await start('warm: build current, database seeded', dataDir);
