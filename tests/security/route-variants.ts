import { hostileStrings, hugeString, overlongUtf8Json, prototypePollutionJson } from '../support/hostile-values';
import { type Operation, type Schema, sample, typeOf } from '../support/openapi-routes';

/** One hostile request: `field` is the input it spoils; a 400 must name it when the schema surely refuses it. */
export interface Variant {
  label: string;
  url: string;
  body?: unknown;
  field?: string;
  strict?: boolean;
  /** The X-Tenant-ID header, when the variant spoils the workspace it names. */
  tenant?: string;
}

/** Variants per route: every input gets some, the suite stays well under two minutes. */
const perRoute = 100;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Percent-encodes like a browser, and a lone surrogate as its (invalid) UTF-8 bytes. */
const encode = (value: string) =>
  value
    .split(loneSurrogate)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const nullable = (schema: Schema) =>
  schema.nullable === true ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  (schema.anyOf ?? schema.oneOf ?? []).some((s: Schema) => s.type === 'null');

/** Whether the schema surely refuses the value (a JSON value, or text from a query or path). */
export function refuses(schema: Schema | undefined, value: unknown, fromText = false): boolean {
  if (!schema) return false;
  if (value === null) return !nullable(schema);
  if (schema.anyOf || schema.oneOf || schema.allOf) return false;
  const type = typeOf(schema);
  if (typeof value === 'string' && fromText) {
    if (type === 'integer' || type === 'number') {
      return !/^-?\d+(\.\d+)?(e\d+)?$/.test(value) || refuses(schema, Number(value));
    }
    if (type === 'array') return value.split(',').some((item) => refuses(schema.items, item, true));
    if (type !== 'string') return false;
  }
  if (type === 'string') {
    if (typeof value !== 'string') return true;
    if (schema.enum && !schema.enum.includes(value)) return true;
    if (schema.format === 'uuid' && !uuidPattern.test(value)) return true;
    return schema.maxLength !== undefined && value.length > schema.maxLength;
  }
  if (type === 'integer' || type === 'number') {
    if (typeof value !== 'number') return true;
    const below =
      schema.exclusiveMinimum === true ? value <= (schema.minimum ?? -Infinity) : value < (schema.minimum ?? -Infinity);
    return below || value > (schema.maximum ?? Infinity) || (type === 'integer' && !Number.isInteger(value));
  }
  if (type === 'boolean') return typeof value !== 'boolean';
  if (type === 'array') return !Array.isArray(value) || value.some((item) => refuses(schema.items, item));
  if (type === 'object') return typeof value !== 'object' || Array.isArray(value);
  return false;
}

/** A value of another JSON type than the schema wants. */
export function wrongType(schema: Schema | undefined): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'array':
      return 'not-an-array';
    case 'object':
      return ['not', 'an', 'object'];
    default:
      return 'not-a-value-of-this-type';
  }
}

/** Numbers past what a column holds (int4, bigint, float precision), negative and fractional. */
const edgeNumbers: Record<string, number> = {
  'int4 overflow': 2_147_483_648,
  'beyond bigint': 1e20,
  'unsafe integer': 2 ** 53 + 2,
  negative: -1,
  fraction: 0.5,
};

/** The hostile strings placed where the schema takes text (inside arrays and maps too). */
function hostileValues(schema: Schema | undefined): [string, unknown][] {
  const type = typeOf(schema);
  const wrap = (value: string): unknown =>
    type === 'array' ? [value] : type === 'object' ? { [value]: value } : type === 'string' ? value : undefined;
  if (type === 'integer' || type === 'number') return Object.entries(edgeNumbers);
  if (!['string', 'array', 'object'].includes(type ?? '')) return [['huge', hugeString]];
  return [
    ['huge', wrap(hugeString)],
    ...Object.entries(hostileStrings).map(([k, v]): [string, unknown] => [k, wrap(v)]),
  ];
}

/** Takes `max` of `list`, spread evenly so that every input keeps some of its variants. */
function spread<T>(list: T[], max: number): T[] {
  if (list.length <= max) return list;
  return Array.from({ length: max }, (_, i) => list[Math.floor((i * list.length) / max)]!);
}

/**
 * The hostile variants of one operation: each body field, query and path parameter spoilt in
 * turn (wrong type, null, missing, huge, unicode edge cases, SQL and script injection), and the
 * body as a whole (too large, not JSON, not an object, prototype-polluting keys, invalid UTF-8).
 */
export function variantsOf(op: Operation, idFor: (param: string) => string, otherTenant: string): Variant[] {
  const path = (values: Record<string, string> = {}) =>
    op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? encodeURIComponent(idFor(name)));
  const requiredQuery = op.parameters.filter((p) => p.in === 'query' && p.required);
  const query = (extra = '', skip?: string) =>
    [
      ...requiredQuery
        .filter((p) => p.name !== skip)
        .map((p) => `${p.name}=${encode(String(sample(p.schema, idFor('id'))))}`),
      extra,
    ]
      .filter(Boolean)
      .join('&');
  const url = (extra = '', values?: Record<string, string>, skip?: string) => {
    const q = query(extra, skip);
    return `${path(values)}${q ? `?${q}` : ''}`;
  };
  const base = op.body ? (sample(op.body, idFor('id')) as Record<string, unknown>) : undefined;
  const fields: Variant[] = [];

  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    const field = `params.${param.name}`;
    const bad = { ...hostileStrings, huge: 'x'.repeat(5000) };
    for (const [label, value] of Object.entries(bad)) {
      // A lone surrogate is not valid UTF-8 in a path: the router refuses the URL before any field is known.
      const strict = label !== 'loneSurrogate' && refuses(param.schema, value, true);
      fields.push({
        label: `${field} ${label}`,
        url: url('', { [param.name]: encode(value) }),
        body: base,
        field,
        strict,
      });
    }
  }
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const field = `querystring.${param.name}`;
    const values: [string, string][] = [
      ['wrong type', typeOf(param.schema) === 'string' && !param.schema.enum ? 'x' : 'not-a-valid-value'],
      ['long', 'x'.repeat(10_000)],
      ...Object.entries(hostileStrings),
      ...Object.entries(edgeNumbers).map(([label, n]): [string, string] => [label, String(n)]),
    ];
    if (param.name === 'tenant') values.unshift(['another workspace', otherTenant]);
    for (const [label, value] of values) {
      fields.push({
        label: `${field} ${label}`,
        url: url(`${param.name}=${encode(value)}`, undefined, param.name),
        field,
        strict: label !== 'loneSurrogate' && refuses(param.schema, value, true),
      });
    }
    fields.push({ label: `${field} repeated`, url: url(`${param.name}=1&${param.name}=2`, undefined, param.name) });
    if (param.required) {
      fields.push({ label: `${field} missing`, url: url('', undefined, param.name), field, strict: true });
    }
  }
  if (base && typeOf(op.body) === 'object') {
    for (const [name, schema] of Object.entries<Schema>(op.body!.properties ?? {})) {
      const field = `body.${name}`;
      const spoilt = (label: string, value: unknown) =>
        fields.push({
          label: `${field} ${label}`,
          url: url(),
          body: { ...base, [name]: value },
          field,
          strict: refuses(schema, value),
        });
      spoilt('wrong type', wrongType(schema));
      spoilt('null', null);
      if (op.body!.required?.includes(name)) {
        const { [name]: _gone, ...rest } = base;
        fields.push({ label: `${field} missing`, url: url(), body: rest, field, strict: true });
      }
      for (const [label, value] of hostileValues(schema)) spoilt(label, value);
      if (typeOf(schema) === 'array' && schema.items) {
        spoilt(
          '10,001 items',
          Array.from({ length: 10_001 }, () => sample(schema.items, idFor('id'))),
        );
      }
      // One level down: the fields of an object field (links, locations, filters) get the same treatment.
      for (const [inner, innerSchema] of Object.entries<Schema>(schema.properties ?? {})) {
        const nested = (label: string, value: unknown) =>
          fields.push({
            label: `${field}.${inner} ${label}`,
            url: url(),
            body: { ...base, [name]: { ...(sample(schema, idFor('id')) as object), [inner]: value } },
            field: `${field}.${inner}`,
            strict: refuses(innerSchema, value),
          });
        nested('wrong type', wrongType(innerSchema));
        for (const [label, value] of hostileValues(innerSchema)) nested(label, value);
      }
    }
  }

  // Past Node's 16 kB header limit: refused before Fastify routes it.
  const whole: Variant[] = [
    { label: 'URL too long', url: url(`padding=${'x'.repeat(20_000)}`) },
    { label: 'workspace header injected', url: url(), body: base, tenant: hostileStrings.sqlOr },
  ];
  if (op.multipart) {
    whole.push({ label: 'JSON instead of a file', url: url(), body: { file: 'x' } });
    whole.push({ label: 'no file', url: url(), body: new FormData() });
    for (const name of ['../../../../etc/passwd', 'nul\u0000.csv', '<img src=x onerror=alert(1)>.csv']) {
      const form = new FormData();
      form.append('file', new Blob(['email,name\nfuzz@a-side.test,Fuzz'], { type: 'text/csv' }), name);
      whole.push({ label: `file named ${name}`, url: url(), body: form });
    }
  } else if (op.method !== 'GET' && op.method !== 'DELETE') {
    const json = base ?? {};
    whole.push({ label: 'body too large', url: url(), body: { ...json, padding: 'x'.repeat(1_100_000) } });
    whole.push({ label: 'body not JSON', url: url(), body: '{"unterminated": ' });
    whole.push({ label: 'body an array', url: url(), body: [json] });
    whole.push({ label: 'prototype pollution', url: url(), body: prototypePollutionJson(json) });
    const text = Object.keys(op.body?.properties ?? {}).find((k) => typeOf(op.body?.properties?.[k]) === 'string');
    if (text) whole.push({ label: 'overlong UTF-8', url: url(), body: overlongUtf8Json(text) });
  }
  return [...whole, ...spread(fields, perRoute - whole.length)];
}
