import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, HOST_ENTRY, ROOT } from '../../src/build/stamp.js';

export { API_ENTRY } from '../../src/build/stamp.js';

/** How a node process ended. */
export type Exit = { code: number | null; signal: NodeJS.Signals | null };

export type RunningNode = {
  /** http://127.0.0.1:{port} */
  url: string;
  pid: number;
  /** Sends the signal (default SIGTERM) and resolves with how the process ended. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<Exit>;
  /** Its stdout and stderr so far (its JSON log lines). */
  output(): string;
};

/** A port free on 127.0.0.1 now (the system's pick), for a node a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A build of the app and the host from this checkout, made at most once per test process. */
let built = false;

/**
 * Starts the storefront as `npm start` runs it (or the API alone, as `npm run start:api` does), as
 * a real process: the app and the host built first when they are missing or stale (the same
 * check as `npm start`, stamp.js), then the compiled host
 * (dist/server/main.js) with Node alone, on 127.0.0.1:`port` with a fresh DATA_DIR unless `env`
 * names one (DATABASE_URL for PostgreSQL). Resolves once /readyz answers 200; rejects with the
 * process's output when it exits first or is not ready in time.
 *
 * The first call may build the app (a minute or two): give the calling hook time for it.
 */
export async function startNode(options: {
  port: number;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** The compiled entry to run: the host (the default) or the API alone (API_ENTRY). */
  entry?: string;
}): Promise<RunningNode> {
  if (!built) {
    ensureBuilt({ log: () => undefined });
    built = true;
  }
  const url = `http://127.0.0.1:${options.port}`;
  const child = spawn(process.execPath, [options.entry ?? HOST_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test; a node runs as in production (React's production build).
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'showroom-node-')),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let ended: Exit | null = null;
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = { code, signal };
      resolve(ended);
    }),
  );
  const node: RunningNode = {
    url,
    pid: child.pid!,
    exited,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (!ended) child.kill(signal);
      return exited;
    },
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!ended) {
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return node;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await node.stop('SIGKILL');
      throw new Error(`The node on ${url} was not ready in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The node on ${url} exited (${JSON.stringify(ended)}) before it was ready:\n${output}`,
  );
}
