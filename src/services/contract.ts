/**
 * Every call of the contract by area and name: what `docs/openapi.json` is generated from
 * (`npm run contract:doc`) and what `npm run contract` checks a running backend against.
 * The console itself never imports this file (each screen loads only its own services).
 */
import * as AREAS from '@@/plugin-areas/services';
import type { Endpoint } from './endpoint';

/** Every area of src/services the mock answers (gathered by plugins/areas.ts). */

export interface ContractCall {
  /** The service function's name: the document's operationId. */
  name: string;
  area: string;
  endpoint: Endpoint<never, unknown>;
}

const isEndpoint = (value: unknown): value is Endpoint<never, unknown> =>
  typeof value === 'function' && 'path' in value && 'method' in value && 'answer' in value;

/** Every endpoint, in the order of its area and its declaration. */
export const CONTRACT: ContractCall[] = Object.entries(AREAS).flatMap(([area, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, Endpoint<never, unknown>] => isEndpoint(entry[1]))
    .map(([name, endpoint]) => ({ name, area, endpoint })),
);

/**
 * Whether a call only reads: a GET that changes nothing. The spec's deduction and delivery
 * confirmation are GETs that move money (their `changes` say so): a contract check never
 * sends them, nor any POST.
 */
export const readsOnly = (endpoint: Endpoint<never, unknown>) =>
  endpoint.method === 'GET' && endpoint.changes.length === 0;

/** Every keyed endpoint (money moves and prints). */
export const KEYED = CONTRACT.filter((call) => call.endpoint.keyed);

/** A field an answer must carry: where it is (`list[].id`) and why a screen needs it. */
export interface RequiredField {
  path: string;
  /** `needed(…, why)`; none: a required field nobody said why (a unit test refuses it). */
  why?: string;
}

type SchemaNode = {
  type: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  options?: SchemaNode[];
  pipe?: (SchemaNode & { metadata?: { needed?: string } })[];
  getter?: unknown;
};

function neededWhy(schema: SchemaNode): string | undefined {
  for (const item of schema.pipe ?? []) {
    if (item === schema) continue;
    if (item.type === 'metadata' && item.metadata?.needed) return item.metadata.needed;
    if (item.pipe) {
      const inner = neededWhy(item);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Every required field of an answer's schema, with its reason (docs/backend.md, "What the console requires"). */
export function requiredFields(schema: unknown, path = ''): RequiredField[] {
  const node = schema as SchemaNode;
  if (!node || node.type === 'optional' || node.type === 'lazy' || node.type === 'unknown') return [];
  if (node.type === 'array' && node.item) return requiredFields(node.item, `${path}[]`);
  if (node.type === 'union') return (node.options ?? []).flatMap((option) => requiredFields(option, path));
  if (node.entries) {
    return Object.entries(node.entries).flatMap(([key, entry]) => {
      const at = path ? `${path}.${key}` : key;
      if (entry.type === 'optional') return [];
      return [{ path: at, why: neededWhy(entry) }, ...requiredFields(entry, at)];
    });
  }
  return [];
}

/** docs/backend.md's list of what each answer must carry, one line per call by path (generated, checked by lint). */
export function requiredFieldsDoc(calls: readonly ContractCall[] = CONTRACT): string {
  const byPath = [...calls].sort((a, b) => (a.endpoint.path < b.endpoint.path ? -1 : 1));
  const lines = byPath.flatMap(({ endpoint }) => {
    const fields = requiredFields(endpoint.answer);
    if (fields.length === 0) return [];
    const listed = fields.map((field) => `\`${field.path}\` (${field.why ?? '?'})`).join('; ');
    return [`- \`${endpoint.method} ${endpoint.path}\`: ${listed}`];
  });
  return lines.join('\n');
}
