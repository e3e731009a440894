// Shared by the browser tests: the tenace binary, the browser, and a
// server started on a free port with a temporary SQLite file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOTS = join(root, 'web-tests', 'screenshots');
export const BIN = process.env.TENACE_BIN || [join(root, 'target', 'release', 'tenace'), join(root, 'target', 'debug', 'tenace')].find(existsSync);
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

// Starts `tenace serve`; resolves to { base, stop }.
export async function startServer(prefix, env) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const server = spawn(BIN, ['serve', '--listen', '127.0.0.1:0', '--db', join(dir, 'tenace.db')], { stdio: ['ignore', 'pipe', 'pipe'], env: Object.assign({}, process.env, env || {}) });
  server.stderr.on('data', () => {});
  const base = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server did not start: ' + out)), 30000);
    server.stdout.on('data', d => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    server.on('exit', code => reject(new Error('the server exited with ' + code + ': ' + out)));
  });
  return { base, stop: () => { server.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); } };
}
