import type { z } from 'zod';
import type { CsvImportPreview } from '@wb/contract/master-data-fields';
import { type FieldIssue, fieldErrorOf, issueOfZod } from '@wb/contract/errors';
import type { MessageKey } from '@wb/contract/messages';
import { headerKey, parseCsv } from '@wb/domain/csv';
import { AppError, invalidField } from '@/platform/errors';

/** A field an import fills, the headers it is known by (English, Dutch, other packages'). */
export type ImportField<F extends string> = { field: F; label?: string; headers: readonly string[] };

/** One data row: its line in the file, its values by field, and what is wrong with it. */
export type ImportRow<F extends string, T> = {
  line: number;
  values: Partial<Record<F, string>>;
  errors: FieldIssue[];
  input: T | null;
};

/** The most rows one import takes: a wholesaler's whole customer file. */
export const maxImportRows = 20_000;

/** Rows checked between two turns of the event loop: a few milliseconds of work. */
const rowsPerTurn = 100;

/** Lets the event loop serve other requests before going on. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Reads CSV text into rows checked by `schema` (the entity's create schema); `toInput` turns the
 * row's strings into what the schema expects (numbers, nulls). Answers the header mapping and the
 * rows; the caller adds checks across rows and against the database. Checking 10,000 rows takes a
 * second or more: it gives the event loop a turn every `rowsPerTurn` rows, and is best called
 * outside a transaction (PGlite has one connection, held by an open transaction).
 */
export async function readImport<F extends string, S extends z.ZodType>(
  csv: string,
  fields: ReadonlyArray<ImportField<F>>,
  schema: S,
  toInput: (values: Partial<Record<F, string>>) => unknown,
): Promise<{ columns: CsvImportPreview['columns']; rows: Array<ImportRow<F, z.output<S>>> }> {
  const table = parseCsv(csv);
  if (!table.header.length) throw invalidField('csv', 'platform.csvEmpty');
  if (table.rows.length > maxImportRows) {
    throw invalidField('csv', 'platform.csvTooManyRows', { max: maxImportRows });
  }
  const byHeader = new Map<string, F>();
  for (const f of fields) for (const h of [f.field, f.label ?? f.field, ...f.headers]) byHeader.set(headerKey(h), f.field);
  const used = new Set<F>();
  const mapping = table.header.map((header) => {
    const field = byHeader.get(headerKey(header)) ?? null;
    if (!field || used.has(field)) return null;
    used.add(field);
    return field;
  });
  if (!mapping.some((field) => field !== null)) {
    throw invalidField('csv', 'platform.csvNoColumns');
  }
  const rows: Array<ImportRow<F, z.output<S>>> = [];
  for (const [index, cells] of table.rows.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await nextTurn();
    const values: Partial<Record<F, string>> = {};
    mapping.forEach((field, column) => {
      if (field) values[field] = (cells[column] ?? '').trim();
    });
    const parsed = schema.safeParse(toInput(values));
    const errors: FieldIssue[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => issueOfZod(String(issue.path[0] ?? 'row'), issue));
    rows.push({ line: table.lines[index] ?? index + 2, values, errors, input: parsed.success ? parsed.data : null });
  }
  return { columns: table.header.map((header, i) => ({ header, field: mapping[i] ?? null })), rows };
}

/** The preview the browser shows: rows with their values and errors, nothing written. */
export function importPreview<F extends string, T>(columns: CsvImportPreview['columns'], rows: Array<ImportRow<F, T>>): CsvImportPreview {
  const errorCount = rows.filter((row) => row.errors.length).length;
  return {
    columns,
    rows: rows.map((row) => ({ line: row.line, values: row.values as Record<string, string>, errors: row.errors.map(fieldErrorOf) })),
    validCount: rows.length - errorCount,
    errorCount,
  };
}

/** A confirmed import with any bad row is refused whole, naming each problem by line. */
export function assertImportValid<F extends string, T>(rows: Array<ImportRow<F, T>>): T[] {
  const details = rows.flatMap((row) => row.errors.map((error) => ({ ...error, path: `line ${row.line}.${error.path}` })));
  if (details.length) {
    const [key, params] =
      details.length === 1 ? (['platform.csvProblem', undefined] as const) : (['platform.csvProblems', { count: details.length }] as const);
    throw new AppError('VALIDATION_FAILED', key, params, { details: details.slice(0, 200) });
  }
  if (!rows.length) throw invalidField('csv', 'platform.csvNoRows');
  return rows.map((row) => row.input as T);
}

/** Adds an error to each row whose `key` was already seen in the file or is taken in the database. */
export function markDuplicates<F extends string, T>(
  rows: Array<ImportRow<F, T>>,
  key: (row: ImportRow<F, T>) => string | null,
  taken: Set<string>,
  path: string,
  problem: MessageKey,
): void {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = key(row);
    if (!value) continue;
    const normal = value.toLowerCase();
    if (seen.has(normal) || taken.has(normal)) row.errors.push({ path, key: problem });
    seen.add(normal);
  }
}
