import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './server';

/** The configuration the deployment guide ships (docs/deploy.md). */
export const NGINX_CONF = path.join(root, 'deploy', 'nginx', 'shop-admin.conf');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

/** The shipped file with the three lines a deployment changes set as the guide says. */
function deployedConf(backend: URL, port: number, distDir: string): string {
  const lines: [RegExp, string][] = [
    [/server 127\.0\.0\.1:8013;/, `server ${backend.host};`],
    [/listen 80;/, `listen 127.0.0.1:${port};`],
    [/root \/var\/www\/shop-admin;/, `root ${distDir};`],
  ];
  let conf = fs.readFileSync(NGINX_CONF, 'utf8');
  for (const [line, value] of lines) {
    if (!line.test(conf)) throw new Error(`${NGINX_CONF} no longer has the line ${line.source} that docs/deploy.md says to change`);
    conf = conf.replace(line, value);
  }
  return conf;
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer ${url} within 15 s:\n${log()}`);
}

/**
 * Debian's nginx with deploy/nginx/shop-admin.conf in front of `backendUrl`, serving a
 * copy of dist/ whose config.json holds the back end's RSA key, as a deployment does.
 */
export async function startNginx(backendUrl: string): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light (.ci/run does)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-nginx-'));
  // nginx's workers run as nobody: they must be able to read the copy.
  fs.chmodSync(dir, 0o755);
  const distDir = path.join(dir, 'dist');
  fs.cpSync(path.join(root, 'dist'), distDir, { recursive: true });
  const { rsaPublicKey } = (await (await fetch(`${backendUrl}/config.json`)).json()) as { rsaPublicKey: string };
  const config = JSON.parse(fs.readFileSync(path.join(distDir, 'config.json'), 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(path.join(distDir, 'config.json'), JSON.stringify({ ...config, rsaPublicKey }, null, 2));

  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'shop-admin.conf'), deployedConf(new URL(backendUrl), port, distDir));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'shop-admin.conf')};`,
      '}',
    ].join('\n'),
  );
  let output = '';
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => `${output}${fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''}`;
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/config.json`, child, log);
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGQUIT');
      }),
  };
}
