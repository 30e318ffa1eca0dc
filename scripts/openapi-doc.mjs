/**
 * The contract as an OpenAPI 3.1 document, from the services' own schemas (src/services/*.ts
 * built from src/services/wire.ts): each call's query or body, and its answer inside the
 * spec's envelope. Schemas are converted by valibot's own JSON Schema converter
 * (@valibot/to-json-schema, draft 2020-12: what OpenAPI 3.1 speaks).
 */
import { toJsonSchema, toJsonSchemaDefs } from '@valibot/to-json-schema';

const COMPONENTS = '#/components/schemas/';

/** An upload's body is FormData at run time: in the document, multipart with a file. */
function overrideSchema({ valibotSchema }) {
  if (valibotSchema.type === 'instance') return { type: 'object' };
  return undefined;
}

function converter(definitions) {
  const config = {
    target: 'draft-2020-12',
    errorMode: 'throw',
    definitions,
    overrideSchema,
    overrideRef: ({ referenceId }) => `${COMPONENTS}${referenceId}`,
  };
  return (schema) => {
    // Named schemas go to components (overrideRef points there), not into each use.
    const json = toJsonSchema(schema, config);
    delete json.$schema;
    delete json.$defs;
    return json;
  };
}

/** The schema a call's request object wraps (an optional request is an object that may be left out). */
function unwrapOptional(schema) {
  return schema?.type === 'optional' ? schema.wrapped : schema;
}

/** The entries of an object schema, through a pipe (`v.pipe(v.object(…), …)`). */
function objectEntries(schema) {
  return schema?.entries ?? schema?.pipe?.[0]?.entries;
}

function queryParameters(request, convert) {
  const entries = objectEntries(unwrapOptional(request));
  if (!entries) return [];
  return Object.entries(entries).map(([name, entry]) => {
    const required = entry.type !== 'optional';
    const schema = convert(required ? entry : entry.wrapped);
    const { description, ...rest } = schema;
    return { name, in: 'query', required, ...(description ? { description } : {}), schema: rest };
  });
}

function requestBody(request, convert) {
  const multipart = request.pipe?.find((item) => item.type === 'metadata')?.metadata?.multipart;
  if (multipart) {
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: multipart,
            properties: Object.fromEntries(
              multipart.map((name) => [name, { type: 'string', contentMediaType: 'application/octet-stream' }]),
            ),
          },
        },
      },
    };
  }
  return { required: true, content: { 'application/json': { schema: convert(request) } } };
}

/**
 * @param {{ name: string, area: string, endpoint: any }[]} calls the contract (src/services/contract.ts)
 * @param {Record<string, any>} definitions named schemas (recursive ones at least)
 */
export function buildOpenApi(calls, definitions, { version }) {
  const convert = converter(definitions);
  const paths = {};
  for (const { name, area, endpoint } of calls) {
    const operation = {
      operationId: name,
      summary: endpoint.summary,
      tags: [area],
      ...(endpoint.public ? { security: [] } : {}),
      ...(endpoint.action ? { 'x-permission-action': endpoint.action } : {}),
      ...(endpoint.method === 'GET' && endpoint.changes.length ? { 'x-changes-data': true } : {}),
    };
    if (endpoint.request) {
      if (endpoint.method === 'GET') operation.parameters = queryParameters(endpoint.request, convert);
      else operation.requestBody = requestBody(endpoint.request, convert);
    }
    operation.responses = {
      200: {
        description:
          'The envelope. `code` 200: done, `data` as below. `code` 109: not signed in. Any other code: refused, `msg` says why.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['code', 'msg', 'data'],
              properties: {
                code: { type: 'integer', description: '200 done; 109 not signed in; anything else refused' },
                msg: { type: 'string', description: 'Shown to the operator when the call is refused' },
                data: convert(endpoint.answer),
              },
            },
          },
        },
      },
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  const schemas = toJsonSchemaDefs(definitions, {
    target: 'draft-2020-12',
    errorMode: 'throw',
    overrideSchema,
    overrideRef: ({ referenceId }) => `${COMPONENTS}${referenceId}`,
  });
  delete schemas.$schema;
  return {
    openapi: '3.1.0',
    info: {
      title: '云仓租赁管理后台 API',
      version,
      description: [
        'The calls the console makes, generated from its services (src/services/*.ts); do not edit by hand:',
        'change a field in its service file and run `npm run contract:doc`.',
        'Money is integer fen (分). Times are Beijing time as text, YYYY-MM-DD HH:mm:ss.',
        'Every call but signing in sends the token in the `token` header; a cookie is never credentials.',
        'Calls that move money or print carry `requestId`: the same key with the same values applies once;',
        'the same key with other values is refused. Extra fields in answers are allowed.',
      ].join(' '),
    },
    security: [{ token: [] }],
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      schemas,
    },
  };
}
