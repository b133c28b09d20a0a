/** The JSON Schema subset the OpenAPI document uses (zod's output through fastify-type-provider-zod). */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  default?: unknown;
};

/** Real ids by the name of the field that holds one (accountId → a demo account). */
export type IdLookup = (fieldName: string) => string;

const decimal = /\\d\{1,\d+\}/;
const isoDate = '2026-03-16';

/** Values by field name, where the schema's pattern or refinement asks for a real-looking one. */
const byName: Array<[RegExp, string]> = [
  [/^(e?mail|email|to|cc|bcc|from|replyTo|.*Email)$/i, 'fuzz@example.com'],
  [/country/i, 'NL'],
  [/phone|mobile/i, '+31201234567'],
  [/kvk/i, '12345678'],
  [/vat/i, 'NL123456789B01'],
  [/iban/i, 'NL91ABNA0417164300'],
  [/postal|zip/i, '1234 AB'],
  [/currency/i, 'EUR'],
  [/link|url|path/i, '/orders'],
  [/color|colour/i, '#336699'],
];

function sampleString(schema: Schema, name: string, ids: IdLookup): string {
  if (schema.format === 'uuid') return ids(name);
  const named = byName.find(([pattern]) => pattern.test(name))?.[1];
  if (named && (!schema.maxLength || named.length <= schema.maxLength)) return named;
  if (schema.format === 'date') return isoDate;
  if (schema.format === 'date-time') return `${isoDate}T10:00:00.000Z`;
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
  if (schema.pattern && decimal.test(schema.pattern)) return '1';
  if (schema.pattern?.startsWith('^#')) return '#336699';
  const min = schema.minLength ?? 1;
  const text = name.toLowerCase().includes('password') ? 'Fuzz-Correct-Horse-92!' : 'fuzz';
  return text.length >= min ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(min, 'x');
}

/**
 * A value the schema accepts, as far as the schema says (patterns beyond the common ones are not
 * solved): the baseline each fuzz case changes one thing in, so a case reaches the service.
 */
export function sampleOf(schema: Schema | undefined, ids: IdLookup, name = '', depth = 0, requiredOnly = false): unknown {
  if (!schema || depth > 12) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const usable = options.find((o) => o.type !== 'null' && !(o.enum?.length === 1 && o.enum[0] === null)) ?? options[0];
    return sampleOf(usable, ids, name, depth + 1, requiredOnly);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sampleOf(s, ids, name, depth + 1, requiredOnly)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (requiredOnly && !schema.required?.includes(key)) continue;
        out[key] = sampleOf(child, ids, key, depth + 1, requiredOnly);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleOf(schema.items, ids, name.replace(/s$/, ''), depth + 1, requiredOnly),
      );
    case 'string':
      return sampleString(schema, name, ids);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.properties) return sampleOf({ ...schema, type: 'object' }, ids, name, depth, requiredOnly);
      return 'fuzz';
  }
}
