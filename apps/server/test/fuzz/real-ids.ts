import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Send = (options: InjectOptions) => Promise<LightMyRequestResponse>;

/** The first `id` in a list answer (`{ items: [...] }`, `{ data: [...] }` or a bare array). */
function firstId(body: unknown): string | undefined {
  const lists: unknown[] = [body];
  while (lists.length > 0) {
    const node = lists.shift();
    if (Array.isArray(node)) {
      const withId = node.find((row) => row && typeof row === 'object' && typeof (row as { id?: unknown }).id === 'string');
      if (withId) return (withId as { id: string }).id;
    } else if (node && typeof node === 'object') lists.push(...Object.values(node));
  }
  return undefined;
}

import { nobodyId as nobody } from './fuzz-cases';

/**
 * Real ids for the path parameters of each operation, so a case reaches the handler's deeper code:
 * `/api/v1/suppliers/{id}/contacts/{contactId}` lists /suppliers for `id`, then
 * /suppliers/<id>/contacts for `contactId`. Lists are read once each.
 */
export function realIdResolver(send: Send, known: Record<string, string>) {
  const cache = new Map<string, string>();
  async function listFirst(url: string): Promise<string> {
    const cached = cache.get(url);
    if (cached) return cached;
    const res = await send({ method: 'GET', url });
    const id = (res.statusCode === 200 && firstId(res.json())) || nobody;
    cache.set(url, id);
    return id;
  }
  return async (path: string): Promise<Record<string, string>> => {
    const params: Record<string, string> = {};
    let prefix = '';
    for (const segment of path.split('/').filter(Boolean)) {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      if (!name) {
        prefix += `/${segment}`;
        continue;
      }
      const value = known[name] ?? (await listFirst(prefix));
      params[name] = value;
      prefix += `/${value}`;
    }
    return params;
  };
}

/** Puts path parameters into an OpenAPI path (`/orders/{id}` → `/orders/0190…`). */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? nobody);

/** Real ids by field name in bodies (`accountId`, `itemIds`…), from the demo's lists. */
export async function fieldIds(send: Send): Promise<(fieldName: string) => string> {
  const sources: Record<string, string> = {
    account: '/api/v1/accounts',
    item: '/api/v1/items',
    supplier: '/api/v1/suppliers',
    order: '/api/v1/orders',
    invoice: '/api/v1/invoices',
    payment: '/api/v1/payments',
    status: '/api/v1/order-statuses',
    user: '/api/v1/tenant-users',
    assigned: '/api/v1/tenant-users',
  };
  const found: Record<string, string> = {};
  for (const [key, url] of Object.entries(sources)) {
    const res = await send({ method: 'GET', url });
    found[key] = (res.statusCode === 200 && firstId(res.json())) || nobody;
  }
  return (fieldName) => {
    const lower = fieldName.toLowerCase();
    const key = Object.keys(found).find((k) => lower.includes(k));
    return key ? (found[key] as string) : nobody;
  };
}
