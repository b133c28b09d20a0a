import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web-app';

/** A build as compress-dist.mjs leaves it: text files with .br and .gz copies beside them. */
let dir: string;
let app: FastifyInstance;
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'wb-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': `<!doctype html><html><body>${'<p>app</p>'.repeat(200)}</body></html>`,
    'assets/index-abc123.js': script,
    'sw.js': `self.addEventListener('fetch', () => {}); // ${'y'.repeat(2000)}`,
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  app = Fastify();
  await registerWebApp(app, dir);
  // As the error handler does for a client route (/login): index.html.
  app.setNotFoundHandler((_req, reply) => reply.type('text/html').sendFile('index.html'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that takes only gzip, plain text otherwise', async () => {
    const br = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year as immutable, and revalidates index.html and sw.js', async () => {
    const accept = { 'accept-encoding': 'br' };
    const asset = await app.inject({ url: '/assets/index-abc123.js', headers: accept });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/login', '/index.html', '/sw.js']) {
      const res = await app.inject({ url, headers: accept });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
    }
  });
});
