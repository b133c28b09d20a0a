/** One bad request for one operation: what it tries, and the parts of the request that carry it. */
export type FuzzCase = {
  name: string;
  /** Path parameters by name (raw, already URL-encoded where it matters). */
  params?: Record<string, string>;
  /** The query string without `?`, raw. */
  query?: string;
  /** A JSON-able body, or a raw string sent with `contentType`. */
  body?: unknown;
  raw?: string;
  contentType?: string;
};

/** A small deterministic generator (mulberry32), so every run sends the same requests. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const oneMegabyte = 'x'.repeat(1024 * 1024);
export const deepArrayJson = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;

/** JSON of an object nested 10,000 deep (as text: JSON.stringify itself would overflow). */
export const deepObjectJson = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A valid uuid v7 that belongs to no row. */
export const nobodyId = '01900000-0000-7000-8000-000000000000';
const controls = 'a\u0001\u0008\u001b\u007f\u0085\u2028b';
const surrogate = 'x\ud800y';
const hugeNumbers = [1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 5e-324, -1];
const hugeTexts = ['1e400', '99999999999999999999.9999', '-1', 'NaN', 'Infinity'];

type Path = Array<string | number>;

/** Every place in a value that holds a scalar or a container, with its path. */
export function leavesOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (value && typeof value === 'object') {
    for (const [key, child] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      out.push([...path, key]);
      leavesOf(child, [...path, key], out);
    }
  }
  return out;
}

export function withAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = replacement;
  return copy;
}

function withoutAt(value: unknown, path: Path): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (Array.isArray(node)) node.splice(Number(last), 1);
  else delete node[last];
  return copy;
}

function wrongTypeFor(current: unknown): unknown {
  if (typeof current === 'string') return 12345;
  if (typeof current === 'number') return 'abc';
  if (typeof current === 'boolean') return 'yes';
  if (Array.isArray(current)) return { 0: 'x' };
  if (current && typeof current === 'object') return ['x'];
  return { unexpected: true };
}

function mapScalars(value: unknown, f: (v: unknown) => unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => mapScalars(v, f));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapScalars(v, f)]));
  return f(value);
}

const get = (value: unknown, path: Path) => path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], value);

/** The body cases: the whole body replaced, every field changed at once, and one field at a time. */
export function bodyCases(sample: unknown, random: () => number, full: unknown = sample): FuzzCase[] {
  const cases: FuzzCase[] = [
    { name: 'valid sample', body: sample },
    { name: 'empty object', body: {} },
    { name: 'body null', raw: 'null', contentType: 'application/json' },
    { name: 'body array', body: [sample] },
    { name: 'body string', raw: '"text"', contentType: 'application/json' },
    { name: 'body huge number', raw: '1e999', contentType: 'application/json' },
    { name: 'malformed json', raw: '{"a":', contentType: 'application/json' },
    { name: 'deep array 10000', raw: deepArrayJson, contentType: 'application/json' },
    { name: 'deep object 10000', raw: deepObjectJson, contentType: 'application/json' },
    { name: 'text/plain', raw: 'plain text', contentType: 'text/plain' },
    { name: 'xml', raw: '<a>1</a>', contentType: 'application/xml' },
    { name: 'form-urlencoded', raw: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { name: 'prototype keys', raw: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' },
    { name: 'all null', body: mapScalars(sample, () => null) },
    { name: 'all wrong types', body: mapScalars(sample, wrongTypeFor) },
    { name: 'all control characters', body: mapScalars(sample, (v) => (typeof v === 'string' ? controls : v)) },
    { name: 'all lone surrogates', body: mapScalars(sample, (v) => (typeof v === 'string' ? surrogate : v)) },
    { name: 'all ids of nobody', body: mapScalars(sample, (v) => (typeof v === 'string' && uuid.test(v) ? nobodyId : v)) },
    { name: 'all huge numbers', body: mapScalars(sample, (v) => (typeof v === 'number' ? 1e308 : typeof v === 'string' ? '1e400' : v)) },
  ];
  const leaves = leavesOf(sample);
  if (leaves.length === 0) return cases;
  const pick = () => leaves[Math.floor(random() * leaves.length)] as Path;
  const at = (name: string, path: Path, replacement: unknown) =>
    cases.push({ name: `${name} at ${path.join('.')}`, body: withAt(sample, path, replacement) });
  const scalarLeaves = leaves.filter((p) => typeof get(sample, p) !== 'object');
  const pickScalar = () => (scalarLeaves.length ? scalarLeaves[Math.floor(random() * scalarLeaves.length)] : pick()) as Path;
  for (let i = 0; i < 2; i++) {
    const path = pickScalar();
    at('wrong type', path, wrongTypeFor(get(sample, path)));
  }
  for (let i = 0; i < 2; i++) at('null', pick(), null);
  const missing = pick();
  cases.push({ name: `missing ${missing.join('.')}`, body: withoutAt(sample, missing) });
  at('1 MB string', pickScalar(), oneMegabyte);
  const deepPath = pick();
  cases.push({
    name: `deep nesting 10000 at ${deepPath.join('.')}`,
    raw: JSON.stringify(withAt(sample, deepPath, '__deep__')).replace('"__deep__"', deepObjectJson),
    contentType: 'application/json',
  });
  at('control characters', pickScalar(), controls);
  at('lone surrogate', pickScalar(), surrogate);
  const numberPath = pickScalar();
  const current = get(sample, numberPath);
  const huge = typeof current === 'number' ? hugeNumbers : hugeTexts;
  for (const value of huge.slice(0, 3)) at(`huge ${String(value)}`, numberPath, value);
  cases.push(...optionalCases(sample, full, random));
  if (!Array.isArray(sample) && typeof sample === 'object') cases.push({ name: 'unknown property', body: { ...sample, zzUnknown: 'x' } });
  return cases;
}

const badIds = (realId: string) => [
  ['not a uuid', 'not-a-uuid'],
  ['upper-case uuid', realId.toUpperCase()],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['uuid v4 of nobody', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'],
  ['5000 characters', 'a'.repeat(5000)],
  ['control characters', '%01%1B%7F'],
  ['lone surrogate (encoded)', '%ED%A0%80'],
  ['bad percent', '%ZZ'],
  ['sql', "1'%3B%20select%201%3B--"],
];

/** The path-parameter cases: each parameter in turn gets each bad value, the others stay real. */
export function pathCases(real: Record<string, string>): FuzzCase[] {
  return Object.entries(real).flatMap(([param, realId]) =>
    badIds(realId).map(([name, value]) => ({ name: `path ${param}: ${name}`, params: { ...real, [param]: value as string } })),
  );
}

/** The query cases: the parameters of the operation, all at once, with each kind of bad value. */
export function queryCases(names: string[]): FuzzCase[] {
  if (names.length === 0) return [];
  const all = (value: string) => names.map((n) => `${encodeURIComponent(n)}=${value}`).join('&');
  return [
    { name: 'query wrong types', query: all('%7B%7D') },
    { name: 'query huge numbers', query: all('1e308') },
    { name: 'query beyond 2^53', query: all('99999999999999999999999') },
    { name: 'query negative', query: all('-1') },
    { name: 'query control characters', query: all('%01%1B') },
    { name: 'query lone surrogate', query: all('%ED%A0%80') },
    { name: 'query 10 kB', query: all('x'.repeat(10_000)) },
    { name: 'query repeated', query: `${all('1')}&${all('2')}` },
    { name: 'query upper-case uuid', query: all('01A21737-D38C-7F36-A8D8-1431E8FBF0C3') },
    { name: 'query empty', query: all('') },
  ];
}

/** The optional fields, each added to the required ones: with its sample value, then with bad ones. */
function optionalCases(sample: unknown, full: unknown, random: () => number): FuzzCase[] {
  if (!sample || !full || typeof sample !== 'object' || typeof full !== 'object' || Array.isArray(full)) return [];
  const optional = Object.keys(full).filter((key) => !(key in sample));
  if (optional.length === 0) return [];
  const cases: FuzzCase[] = [{ name: 'all optional fields', body: full }];
  const bad: Array<[string, (v: unknown) => unknown]> = [
    ['wrong type', wrongTypeFor],
    ['null', () => null],
    ['1 MB string', () => oneMegabyte],
    ['lone surrogate', (v) => (typeof v === 'string' ? surrogate : v)],
    ['huge', (v) => (typeof v === 'number' ? 1e308 : typeof v === 'string' ? '1e400' : v)],
    ['id of nobody', (v) => (typeof v === 'string' && uuid.test(v) ? nobodyId : v)],
  ];
  for (const [name, change] of bad) {
    const key = optional[Math.floor(random() * optional.length)] as string;
    const value = (full as Record<string, unknown>)[key];
    cases.push({ name: `optional ${key}: ${name}`, body: { ...sample, [key]: mapScalars(value, change) } });
  }
  return cases;
}
