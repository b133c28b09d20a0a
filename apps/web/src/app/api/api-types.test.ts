import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Invoice } from '@wb/contract/invoices';
import type { Order } from '@wb/contract/orders';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { api } from './api-client';

/** The calls below are checked by the type checker (`npm run typecheck`), never run. */
function typedCalls(id: string) {
  expectTypeOf(api('GET /orders/:id', { params: { id } })).resolves.toEqualTypeOf<Order>();
  // @ts-expect-error an order is not an invoice
  const wrong: Promise<Invoice> = api('GET /orders/:id', { params: { id } });
  // @ts-expect-error a path parameter may not be left out
  void api('GET /orders/:id');
  // @ts-expect-error the body follows the contract's schema of it
  void api('POST /orders', { body: { accountId: 42 } });
  // @ts-expect-error a call without a body schema sends no body
  void api('GET /orders/options', { body: {} });
  // @ts-expect-error the query follows the contract's schema of it
  void api('GET /orders', { query: { page: 1, open: true } });
  // @ts-expect-error only the contract's endpoints can be called
  void api('GET /orders/everything');
  return wrong;
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });

describe('API calls', () => {
  it('are typed by their endpoint in the contract', () => {
    expect(typedCalls).toBeTypeOf('function');
  });

  it('are never typed by a type argument (api<T>), which would be an unchecked assertion', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const asserted = sourceFiles(root).filter((file) => /(?<!function )\bapi<[^>(]+>\(/.test(readFileSync(file, 'utf8')));
    expect(asserted.map((file) => path.relative(root, file))).toEqual([]);
  });
});
