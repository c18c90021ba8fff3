// `npm start`: builds the console when dist/ is missing or older than its sources,
// then runs the embedded server, which serves dist/ and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'dist', 'index.html');
const sources = ['src', 'public', 'webpack.config.ts', 'babel.config.js', 'package-lock.json', 'scripts/webpack'];

function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function distIsStale() {
  const built = fs.statSync(distIndex, { throwIfNoEntry: false });
  if (!built) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built.mtimeMs);
}

if (distIsStale()) {
  console.log('Building the console (dist/ is missing or older than its sources)...');
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/main.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
