import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-db';
import type { DatabaseHandle } from './database';
import { listedValues, schemaFileDifference } from './schema-codegen';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase('migrated');
});
afterAll(() => handle.close());

describe('the generated schema', () => {
  it('is what the migrations make (else: npm run db:types)', async () => {
    expect(await schemaFileDifference(handle.db.withoutPlugins())).toBeNull();
  });
});

describe('columns a check constraint holds to a list of values', () => {
  it('take the values listed, texts and integers, with or without null', () => {
    expect(listedValues('status', "CHECK ((status = ANY (ARRAY['active'::text, 'inactive'::text])))")).toEqual(['"active"', '"inactive"']);
    expect(listedValues('provider', "CHECK (((provider IS NULL) OR (provider = ANY (ARRAY['mollie'::text, 'it''s'::text]))))")).toEqual([
      '"mollie"',
      '"it\'s"',
    ]);
    expect(listedValues('vat_rate', 'CHECK ((vat_rate = ANY (ARRAY[21, 9, 0])))')).toEqual(['21', '9', '0']);
  });

  it('leave every other check alone', () => {
    expect(listedValues('discount', 'CHECK (((discount >= (0)::numeric) AND (discount <= (100)::numeric)))')).toBeNull();
    expect(listedValues('kind', "CHECK (((kind = ANY (ARRAY['a'::text])) AND (other > 0)))")).toBeNull();
    expect(listedValues('kind', "CHECK ((other = ANY (ARRAY['a'::text])))")).toBeNull();
    expect(listedValues('amount', 'CHECK ((amount = ANY (ARRAY[0.5, 1.5])))')).toBeNull();
  });
});
