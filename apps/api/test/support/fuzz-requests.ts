import fc from 'fast-check';

/** The parts of an OpenAPI document the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRoute {
  method: string;
  /** As in the document, with {param} placeholders. */
  path: string;
  operation: Operation;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export const ID_MAX = 2_147_483_647;

// Inputs that broke or slowed the server before: huge text, the ReDoS email, NUL and other controls.
const hugeText = fc.constantFrom('x'.repeat(60_000), 'a@' + '.'.repeat(30_000) + '@', '9'.repeat(20_000));
const controlText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.integer({ min: 0, max: 31 }), fc.string({ maxLength: 8 }))
  .map(([a, code, b]) => `${a}${String.fromCharCode(code)}${b}`);
const oddText = fc.constantFrom(
  '',
  ' ',
  '__proto__',
  'constructor',
  '0',
  '-1',
  'NaN',
  '1e309',
  '\u{1F600}',
  '\uD800',
);
const boundNumber = fc.constantFrom(0, -1, 1, ID_MAX, ID_MAX + 1, 2 ** 53, -(2 ** 53), 1e308, 0.5, -0.0);
const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { nested: { deep: [null] } });

const evilString = fc.oneof(hugeText, controlText, oddText, fc.string({ maxLength: 30 }));
const evilValue: fc.Arbitrary<unknown> = fc.oneof(evilString, boundNumber, wrongType);

// Small strings that pass the simpler rules, so the fuzzer also reaches checks behind the first field.
const plausible = fc.constantFrom(
  '9876543210',
  'Asha Verma',
  'asha@example.in',
  '01/01/1990',
  'Term',
  '1',
  'NEW',
);

function branches(schema: JsonSchema): JsonSchema[] {
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
}

/** Values for one schema: often legal (so later checks run), often hostile. */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return evilValue;
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), evilValue);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), evilValue);
  const options = branches(schema);
  if (options.length > 0) return fc.oneof(...options.map((s) => valueFor(s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return fc.oneof(objectFor(schema, depth + 1), evilValue);
  if (type === 'array')
    return fc.oneof(fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 }), evilValue);
  if (type === 'integer' || type === 'number') return fc.oneof(boundNumber, fc.integer(), evilValue);
  if (type === 'boolean') return fc.oneof(fc.boolean(), evilValue);
  return fc.oneof(plausible, evilValue);
}

const leadFieldNames = ['name', 'email', 'mobile', 'fullName', 'registrationNumber', 'brand', 'members'];
const unknownFields = fc.dictionary(
  fc.oneof(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', ...leadFieldNames), fc.string()),
  evilValue,
  { maxKeys: 3 },
);

function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, child]) => [key, valueFor(child, depth)]),
  );
  return fc
    .tuple(fc.record(shape, { requiredKeys: [] }), unknownFields)
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (typeof value === 'string') search.append(key, value.slice(0, 8000));
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const evilSegment = fc.oneof(
  fc.constantFrom('%ED%A0%80', '%00', '0', '-1', String(ID_MAX), String(ID_MAX + 1), '1e3', 'x'.repeat(150)),
  fc.string({ maxLength: 20 }).map((v) => safeSegment(v)),
);

// encodeURIComponent throws on a lone surrogate; send the bytes a client would have sent for one instead.
function safeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const bodyAsJson = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) ?? '' });
const strangeBody = fc.constantFrom(
  { type: 'application/json', text: '{"unterminated":' },
  { type: 'application/json', text: '' },
  { type: 'application/json', text: '"just a string"' },
  { type: 'text/plain', text: 'hello' },
  { type: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { type: 'application/xml', text: '<a/>' },
);

/** Requests for one route: path parameters, query and body drawn from its schemas, plus broken bodies. */
export function requestsFor(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const params = route.operation.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const pathArb = fc
    .tuple(
      ...pathParams.map((p) =>
        fc.oneof(
          evilSegment,
          valueFor(p.schema).map((v) => safeSegment(String(v).slice(0, 200))),
        ),
      ),
    )
    .map((values) => pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i]!), route.path));
  const queryArb = fc
    .tuple(
      fc.record(Object.fromEntries(queryParams.map((p) => [p.name, valueFor(p.schema)])), {
        requiredKeys: [],
      }),
      unknownFields,
    )
    .map(([known, extra]) => queryString({ ...extra, ...known }));
  const jsonSchema = route.operation.requestBody?.content?.['application/json']?.schema;
  const bodyArb = jsonSchema
    ? fc.oneof(
        { weight: 4, arbitrary: valueFor(jsonSchema).map(bodyAsJson) },
        { weight: 1, arbitrary: strangeBody },
      )
    : fc.constant(undefined);
  return fc.tuple(pathArb, queryArb, bodyArb).map(([path, query, body]): FuzzRequest => ({
    method: route.method.toUpperCase(),
    path: `${path}${query}`,
    headers: body ? { 'content-type': body.type } : ({} as Record<string, string>),
    body: body?.text,
  }));
}

/** Every operation of the document, the ones that end a session last. */
export function routesOf(document: OpenApiDocument): FuzzRoute[] {
  const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  const endsSession = (route: FuzzRoute) => /logout/i.test(route.path);
  return [...routes.filter((r) => !endsSession(r)), ...routes.filter(endsSession)];
}
