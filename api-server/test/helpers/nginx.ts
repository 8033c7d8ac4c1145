/**
 * nginx (Debian's `nginx` package) running the repository's deploy/nginx.conf (or its TLS example,
 * deploy/nginx-tls.conf) in front of a test's nodes: only the upstream servers' ports and nginx's own listening port are put in; every other
 * line is the real file. It runs in the foreground as this user, with its pid file, logs and
 * temporary files in a folder of its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const CONFIG = new URL('../../../deploy/nginx.conf', import.meta.url).pathname;
const TLS_CONFIG = new URL('../../../deploy/nginx-tls.conf', import.meta.url).pathname;

/** nginx's binary, or null when it is not installed. */
export function nginxBinary(): string | null {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx'].filter(Boolean) as string[];
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

/** deploy/nginx.conf with these upstream ports and this listening port. */
export function nginxConfig(listen: number, upstreams: number[]): string {
  const text = readFileSync(CONFIG, 'utf8');
  const servers = [...text.matchAll(/^(\s*server 127\.0\.0\.1:)(\d+)(.*)$/gm)];
  if (servers.length !== upstreams.length)
    throw new Error(
      `deploy/nginx.conf has ${servers.length} upstream servers, not ${upstreams.length}`,
    );
  let i = 0;
  const withUpstreams = text.replace(
    /^(\s*server 127\.0\.0\.1:)(\d+)(.*)$/gm,
    (_line, head: string, _port: string, tail: string) => `${head}${upstreams[i++]}${tail}`,
  );
  const withListen = withUpstreams.replace(/^(\s*listen )\d+;/m, `$1127.0.0.1:${listen};`);
  if (withListen === withUpstreams) throw new Error('deploy/nginx.conf has no `listen <port>;`');
  return withListen;
}

export interface Nginx {
  base: string;
  /** nginx's error log so far (connection errors to upstreams show here). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** Starts nginx on `listen` in front of `upstreams`; resolves once it accepts connections. */
export async function startNginx(listen: number, upstreams: number[]): Promise<Nginx> {
  const base = `http://127.0.0.1:${listen}`;
  return runNginx(() => nginxConfig(listen, upstreams), base, `${base}/healthz`);
}

/**
 * deploy/nginx-tls.conf with these ports (http, https, upstreams), the test's certificate and key,
 * and the access log in `logDir`: every other line is the real file.
 */
export function nginxTlsConfig(options: {
  http: number;
  https: number;
  upstreams: number[];
  certificate: string;
  key: string;
  accessLog: string;
}): string {
  let text = readFileSync(TLS_CONFIG, 'utf8');
  const swap = (pattern: RegExp, by: string, what: string) => {
    const next = text.replace(pattern, by);
    if (next === text) throw new Error(`deploy/nginx-tls.conf has no ${what}`);
    text = next;
  };
  let i = 0;
  text = text.replace(
    /^(\s*server 127\.0\.0\.1:)(\d+)(.*)$/gm,
    (_line, head: string, _port: string, tail: string) => `${head}${options.upstreams[i++]}${tail}`,
  );
  if (i !== options.upstreams.length)
    throw new Error(
      `deploy/nginx-tls.conf has ${i} upstream servers, not ${options.upstreams.length}`,
    );
  swap(/^(\s*listen )80;/m, `$1127.0.0.1:${options.http};`, '`listen 80;`');
  swap(/^(\s*listen )443 ssl;/m, `$1127.0.0.1:${options.https} ssl;`, '`listen 443 ssl;`');
  swap(/^(\s*ssl_certificate )\S+;/m, `$1${options.certificate};`, 'ssl_certificate');
  swap(/^(\s*ssl_certificate_key )\S+;/m, `$1${options.key};`, 'ssl_certificate_key');
  swap(/^(\s*access_log )\S+( \w+;)/m, `$1${options.accessLog}$2`, 'access_log with a format');
  return text;
}

/** Starts nginx on deploy/nginx-tls.conf; resolves once its http port answers. */
export async function startNginxTls(options: {
  http: number;
  https: number;
  upstreams: number[];
  certificate: string;
  key: string;
}): Promise<Nginx & { accessLog(): string }> {
  let accessLog = '';
  const nginx = await runNginx(
    (prefix) => {
      accessLog = join(prefix, 'logs', 'showroom-access.log');
      return nginxTlsConfig({ ...options, accessLog });
    },
    `https://127.0.0.1:${options.https}`,
    `http://127.0.0.1:${options.http}/healthz`,
  );
  return {
    ...nginx,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
  };
}

/**
 * Runs nginx in the foreground as this user on `config` (made for its prefix folder, which holds
 * its pid file, logs and temporary files); resolves once `probe` answers (any status).
 */
async function runNginx(
  config: (prefix: string) => string,
  base: string,
  probe: string,
): Promise<Nginx> {
  const bin = nginxBinary();
  if (!bin) throw new Error('nginx is not installed (apt-get install -y nginx)');
  const prefix = mkdtempSync(join(tmpdir(), 'showroom-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, config(prefix));
  const errorLog = join(prefix, 'logs', 'error.log');
  const globals = [
    'daemon off;',
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${errorLog} warn;`,
    // As root nginx's workers would run as `nobody`, who cannot write the temporary files here.
    ...(userInfo().uid === 0 ? ['user root;'] : []),
  ].join(' ');
  const check = spawnSync(bin, ['-t', '-p', prefix, '-c', conf, '-g', globals], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(bin, ['-p', prefix, '-c', conf, '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited:\n${stderr}`);
    try {
      await fetch(probe, { signal: AbortSignal.timeout(1000), redirect: 'manual' }).then((r) =>
        r.text(),
      );
      break;
    } catch {
      if (i > 100) throw new Error(`nginx did not answer ${probe}:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    base,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
