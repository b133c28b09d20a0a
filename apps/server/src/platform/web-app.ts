import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets (under /assets/) cached for a year as immutable,
 * everything else (index.html, sw.js, the manifest) revalidated on every use, and any unknown
 * non-API GET answered with index.html so the client router takes over. Text files go out as the
 * brotli or gzip copies the build wrote beside them (apps/web/scripts/compress-dist.mjs), to a
 * browser that accepts them.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: 'index.html',
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api');
}
