import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and any unknown non-API GET answered with index.html so the client router takes over.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: 'index.html',
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api');
}
