/**
 * Storefront nodes as an operator runs them: `npm start`'s `node host/start.js` (the compiled host,
 * pages and the embedded /api/v2 on one port, built first when it is missing or out of date)
 * as a child process, so a test can send it SIGTERM, restart it, or take its database away.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = new URL('../../../', import.meta.url).pathname;
const nodes = new Set<ChildProcess>();

export interface HostNode {
  port: number;
  base: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** What the process wrote (the last 64 KB), for a failing test's message. */
  output(): string;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` free ports on 127.0.0.1, from TEST_PORT_BASE when set (a machine shared by several
 * runs gives each its range), else from a random port above 20000.
 */
export async function freePorts(count: number, offset = 0): Promise<number[]> {
  const base = Number(process.env.TEST_PORT_BASE) || 20_000 + Math.floor(Math.random() * 20_000);
  const ports: number[] = [];
  for (let port = base + offset; ports.length < count && port < base + offset + 500; port++)
    if (await isFree(port)) ports.push(port);
  if (ports.length < count) throw new Error(`no ${count} free ports from ${base + offset}`);
  return ports;
}

/**
 * Starts a node on `port` with `env` on top of this process's environment (a fresh DATA_DIR,
 * order and form limits lifted); resolves once it is ready (`/readyz` answers 200).
 */
export function startHostNode(port: number, env: Record<string, string>): Promise<HostNode> {
  const ready = '/readyz';
  const child = spawn(process.execPath, ['host/start.js'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test; a node runs as in production (React's production build).
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'showroom-node-')),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ORDERS_MAX: '1000000',
      RATE_LIMIT_FORMS_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  nodes.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      nodes.delete(child);
      resolve(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const node: HostNode = { port, base, child, exited, output: () => output };
  return new Promise((resolve, reject) => {
    let gone = false;
    void exited.then((code) => {
      gone = true;
      reject(new Error(`node on ${port} exited (${code}) before it was ready:\n${output}`));
    });
    const started = Date.now();
    const poll = async () => {
      while (!gone) {
        try {
          const res = await fetch(`${base}${ready}`, { signal: AbortSignal.timeout(2000) });
          await res.arrayBuffer();
          if (res.status === 200) return resolve(node);
        } catch {
          // not listening yet
        }
        // A first start builds the app and the host (a minute or two on a busy machine).
        if (Date.now() - started > 240_000) {
          child.kill('SIGKILL');
          return reject(new Error(`node on ${port} was not ready within 240 s:\n${output}`));
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    void poll();
  });
}

/** SIGTERM, as a process manager stops a node; resolves with its exit code. */
export async function stopHostNode(node: HostNode): Promise<number | null> {
  node.child.kill('SIGTERM');
  return node.exited;
}

/** Kills every node still running (for `afterAll`). */
export async function killHostNodes(): Promise<void> {
  const left = [...nodes];
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(
    left.map((c) => new Promise((r) => (c.exitCode !== null ? r(0) : c.once('exit', r)))),
  );
}
