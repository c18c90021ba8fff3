// `npm run dev`: the embedded server plus webpack-dev-server with hot reload, which
// proxies /auth, /api, /avatar, /file and /config.json to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'server/main.ts', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = (signal = 'SIGTERM') => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children) child.on('exit', (code) => { stopAll(); process.exitCode = code ?? 1; });
