import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@/db/transaction';
import { selectTenantId } from '../../../test/test-audit';
import { findRealWorldDir, readRealWorld, realWorldFiles } from '../../../test/real-world';
import { createTestApp, signIn, type TestApp } from '../../../test/test-app';
import { caller } from '../orders/order-test-kit';

const dir = findRealWorldDir();
if (!dir) console.warn('Sample files (../shared/real-world) not found: the real-world import tests are skipped.');

type Statement = {
  id: string;
  lineCount: number;
  newLineCount: number;
  ownAccount: boolean;
  balanceMismatch: boolean;
  sections: Array<{ openingBalance: string; closingBalance: string }>;
  lines: Array<{ id: string; status: string; counterpartyName: string; amount: string; proposed: Array<{ invoiceNumber: string }> }>;
};

let t: TestApp;
let admin: string;
let call: ReturnType<typeof caller>;
/** The adapted files name demo invoices INV-1001, 1002, 1007 and 1012: here, the demo's first open ones. */
let openNumbers = new Map<string, string>();
const statementCount = async () => ((await call(admin, 'GET', '/bank-statements')).json() as unknown as unknown[]).length;
const paymentCount = async () => ((await call(admin, 'GET', '/payments')).json() as unknown as { total: number }).total;

beforeAll(async () => {
  t = await createTestApp({}, { masterData: true });
  call = caller(t);
  admin = (await signIn(t.app, 'admin@demo.example.com')).access_token;
  // The demo's year of sales history took the series' first numbers (its invoices are paid): the
  // adapted files' references are pointed at the demo's open invoices, in the same order.
  const tenantId = await selectTenantId(t.handle.db, 'Demo Groothandel B.V.');
  const open = await inTransaction(t.handle.db, { tenantId }, async (tx) =>
    (
      await sql<{ number: string }>`select invoice_number as number from invoice
        where tenant_id = ${tenantId} and kind = 'invoice' and invoice_number is not null and paid_amount = 0 and status <> 'cancelled'
        order by (substring(invoice_number from '[0-9]+$'))::int limit 4`.execute(tx)
    ).rows.map((r) => r.number.replace(/^INV-/, '')),
  );
  openNumbers = new Map(['1001', '1002', '1007', '1012'].map((n, i) => [n, open[i] ?? n]));
});

/** An adapted file with its invoice references on the demo's open invoices (see openNumbers). */
const withOpenNumbers = (content: string) =>
  content.replace(/\b(inv[ -]?)(1001|1002|1007|1012)\b/gi, (_, head: string, n: string) => `${head}${openNumbers.get(n) ?? n}`);
afterAll(() => t?.close());

/**
 * Files that repeat another's entries (imported in name order, one tenant): the ING file with Unix
 * line ends is the DOS one; the unedited IBP example has the edited one's entries; ING's single
 * message shares its first entry with statement 3 of the multiple-messages example.
 */
const repeats: Record<string, { refused: string } | { newLines: number }> = {
  'jejik-ing-unix.txt': { refused: 'This file was imported before; nothing was added' },
  'libmt94x-ibp-structured-ing-provided-example.txt': { refused: 'Every entry of this file was imported before; nothing was added' },
  'libmt94x-ming-ing-provided-example-single-message.txt': { newLines: 8 },
};

describe.skipIf(!dir)('every real bank file through the import', () => {
  const root = dir ?? '';
  const files = ['mt940', 'camt053', 'adapted'].flatMap((folder) => realWorldFiles(root, folder).map((f) => [folder, f] as const));

  it.each(files)(
    '%s/%s imports every entry (after confirming a balance difference), flagged where it should be, and only once',
    async (folder, name) => {
      const raw = readRealWorld(root, folder, name);
      const content = folder === 'adapted' ? withOpenNumbers(raw) : raw;
      let res = await call(admin, 'POST', '/bank-statements', { fileName: name, content });
      if (res.statusCode === 400) {
        // Balances that do not add up: refused with the statement and the difference, nothing stored.
        expect(res.json().error.message).toMatch(/^The balances do not add up: statement .* \(difference -?[\d,]+\.\d\d\)/);
        expect(res.json().error.details.every((d: { path: string }) => d.path === 'acceptBalanceMismatch')).toBe(true);
        res = await call(admin, 'POST', '/bank-statements', { fileName: name, content, acceptBalanceMismatch: true });
        if (res.statusCode === 201) expect((res.json() as unknown as Statement).balanceMismatch).toBe(true);
      }
      const repeat = repeats[name];
      if (repeat && 'refused' in repeat) {
        expect(res.statusCode).toBe(409);
        expect(res.json().error.message).toBe(repeat.refused);
        return;
      }
      expect(res.statusCode, res.body).toBe(201);
      const statement = res.json() as unknown as Statement;
      expect(statement.lineCount).toBeGreaterThan(0);
      expect(statement.newLineCount).toBe(repeat && 'newLines' in repeat ? repeat.newLines : statement.lineCount);
      expect(statement.lines).toHaveLength(statement.newLineCount);
      // Only the adapted files are for the demo company's own account (NL91ABNA0417164300).
      expect(statement.ownAccount).toBe(folder === 'adapted');
      const again = await call(admin, 'POST', '/bank-statements', { fileName: name, content, acceptBalanceMismatch: true });
      expect(again.statusCode).toBe(409);
    },
  );

  it('the adapted files propose the demo company’s open invoices; a flagged statement waits for confirmation', async () => {
    const listed = (await call(admin, 'GET', '/bank-statements')).json() as unknown as Array<{ id: string; fileName: string }>;
    const adapted = listed.find((s) => s.fileName === 'adapted-OCA-test-camt053-matching.xml');
    const statement = (await call(admin, 'GET', `/bank-statements/${adapted?.id}`)).json() as unknown as Statement;
    const proposed = statement.lines.filter((l) => l.status === 'proposed');
    expect(proposed.length).toBeGreaterThanOrEqual(3);
    const before = await paymentCount();
    const refused = await call(admin, 'POST', `/bank-statements/${statement.id}/confirm`, { lines: [{ lineId: proposed[0]?.id }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/flagged \(its balances do not add up\)/);
    expect(await paymentCount()).toBe(before);
    const confirmed = await call(admin, 'POST', `/bank-statements/${statement.id}/confirm`, {
      lines: [{ lineId: proposed[0]?.id }],
      confirmFlagged: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await paymentCount()).toBe(before + 1);
  });

  it('a statement for another company’s account names it when its matches are confirmed', async () => {
    const listed = (await call(admin, 'GET', '/bank-statements')).json() as unknown as Array<{ id: string; fileName: string }>;
    const ing = listed.find((s) => s.fileName === 'libmt94x-ming-from-spec.txt');
    const statement = (await call(admin, 'GET', `/bank-statements/${ing?.id}`)).json() as unknown as Statement;
    const credit = statement.lines.find((l) => l.status === 'unmatched');
    const res = await call(admin, 'POST', `/bank-statements/${statement.id}/confirm`, { lines: [{ lineId: credit?.id }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/the account NL69INGB0123456789 is not one of the company’s own accounts/);
  });
});

describe.skipIf(!dir)('every bad file is a 400 with a readable message and changes nothing', () => {
  const files = dir ? realWorldFiles(dir, 'bad-input') : [];

  it.each(files)('%s', async (name) => {
    const [statements, payments] = [await statementCount(), await paymentCount()];
    const res = await call(admin, 'POST', '/bank-statements', { fileName: name, content: readRealWorld(dir ?? '', 'bad-input', name) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toMatch(/^This file is not a camt\.053 or MT940 statement: line \d+: [A-Z]/);
    expect(await statementCount()).toBe(statements);
    expect(await paymentCount()).toBe(payments);
  });

  it('a 100,000-deep nesting is a 400 too', async () => {
    const deep = `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}</Document>`;
    const res = await call(admin, 'POST', '/bank-statements', { content: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/nested more than 64 deep/);
  });
});
