/**
 * The contract's vocabulary: every field of every call is one of these, so its unit and its
 * check are stated once. The service files build their calls' schemas from them; the
 * TypeScript types are inferred from those schemas, `docs/openapi.json` is generated from
 * them (`npm run contract:doc`), every answer is checked against them as it arrives
 * (`endpoint.ts`), the mock's answers are checked against them in every test, and
 * `npm run contract` checks a real backend against them.
 *
 * Valibot, not zod: each function is its own module, so a screen pays only for the few
 * checks it uses (about 4 KiB gzip), where zod's classic API would add about 17 KiB to
 * screens that are within 10 KiB of their budget. Answers may carry extra fields (loose
 * fields are passed); a missing or mistyped field is a mismatch.
 */
import * as v from 'valibot';
import { t, type MessageKey } from '@/core/i18n';
import { MAX_PAGE_SIZE } from '@/core/pagination';

type Schema = v.GenericSchema;

/**
 * What a mismatch says is expected, by kind. A schema names its kind through its message
 * (a marker, turned into the operator's language when the mismatch is reported).
 */
const EXPECT = {
  fen: 'contract.expect.fen',
  integer: 'contract.expect.integer',
  number: 'contract.expect.number',
  text: 'contract.expect.text',
  dateTime: 'contract.expect.dateTime',
  boolean: 'contract.expect.boolean',
  list: 'contract.expect.list',
  object: 'contract.expect.object',
  oneOf: 'contract.expect.oneOf',
  missing: 'contract.expect.missing',
} as const satisfies Record<string, MessageKey>;
type Expect = keyof typeof EXPECT;

/** A field's documentation (the contract document's description). */
const doc = <T>(description: string) => v.description<T, string>(description);

/** Money: integer fen (¥12.50 is 1250), never a yuan string or a float; a safe integer (exact sums). */
export const fen = (description: string) =>
  v.pipe(v.number('fen'), v.safeInteger('fen'), doc(`${description}. Integer fen (分): ¥12.50 is 1250.`));

/** A whole number: an id, a count, a quantity; a safe integer (an id past 2^53 would name another record). */
export const int = (description?: string) =>
  description
    ? v.pipe(v.number('integer'), v.safeInteger('integer'), doc(description))
    : v.pipe(v.number('integer'), v.safeInteger('integer'));

/** A number that may have decimals (a percentage with two decimals, a commission rate). */
export const num = (description: string) => v.pipe(v.number(), doc(description));

export const text = (description?: string) => (description ? v.pipe(v.string(), doc(description)) : v.string());

export const bool = (description: string) => v.pipe(v.boolean(), doc(description));

/** `YYYY-MM-DD HH:mm:ss`, Beijing time, as text. */
export const dateTime = (description: string) =>
  v.pipe(
    v.string('dateTime'),
    v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'dateTime'),
    doc(`${description}. Beijing time as text: YYYY-MM-DD HH:mm:ss.`),
  );

/** A day as text, `YYYY-MM-DD` (date filters). */
export const day = (description: string) => v.pipe(v.string(), doc(`${description}. YYYY-MM-DD.`));

/**
 * A code from a closed list. Named codes (`{ pending: 0, … }`) are described by their names
 * (`Platform status: 0 pending, 1 active, …`); what each looks like on screen lives only in
 * the locale files, so a label is never stated twice.
 */
export const oneOf = <const V extends string | number>(
  values: Readonly<Record<string, V>> | readonly V[],
  meaning: string,
) =>
  v.pipe(
    v.picklist(Object.values(values) as V[], 'oneOf'),
    doc(
      Array.isArray(values)
        ? meaning
        : `${meaning}: ${Object.entries(values)
            .map(([name, code]) => `${code} ${name}`)
            .join(', ')}`,
    ),
  );

/**
 * An object. Extra fields are allowed (a newer backend may send more): the check passes them
 * and leaves them out of what the console uses. Screens render the checked output, never the
 * raw answer: an unexpected `children` array cannot nest unchecked rows in a list, nor a
 * `style` text reach a Select's option.
 */
export const record = <E extends v.ObjectEntries>(entries: E) => v.object(entries);

/**
 * A field a screen cannot work without, and why (docs/backend.md, "What the console requires of a
 * backend"). Every other field of an answer is only shown: declared `optional`, shown as —
 * when missing. A unit test holds every required field of every answer to a reason.
 */
export const needed = <S extends Schema>(schema: S, why: string) =>
  v.pipe(schema, v.metadata({ needed: why })) as unknown as S;

export const list = <S extends Schema>(item: S) => v.array(item);

export const optional = <S extends Schema>(schema: S) => v.optional(schema);

/** A value/label pair of a select or a status list. */
export const option = <S extends Schema>(value: S) =>
  record({
    value: needed(value, 'what the choice sends'),
    label: needed(text('What the operator reads'), 'what the operator reads and searches'),
  });

/** The API's page parameters (`page` from 1, `limit` at most MAX_PAGE_SIZE). */
export const pageEntries = {
  page: int('Page number, from 1'),
  limit: int(`Rows per page, at most ${MAX_PAGE_SIZE}`),
};

/** A list call's answer: one page of rows and the total over every page. */
export const pageOf = <R extends Schema>(row: R) =>
  record({
    list: needed(v.array(row), 'the rows of the page'),
    total: needed(int('Rows matching the filter, over every page'), 'the pager, the tab counts and the export'),
  });

/** A money list's answer: a page, and the totals of the whole filter (every page). */
export const pageWithSummary = <R extends Schema, S extends Schema>(row: R, summary: S) =>
  record({
    list: needed(v.array(row), 'the rows of the page'),
    total: needed(int('Rows matching the filter, over every page'), 'the pager, the tab counts and the export'),
    summary: v.optional(summary),
  });

/** An upload's body: multipart form data with the file under `file`. */
export const uploadForm = v.pipe(
  v.instance(FormData),
  v.metadata<FormData, { description: string; multipart: string[] }>({
    description: 'multipart/form-data with the file under `file`',
    multipart: ['file'],
  }),
);

/** No answer worth reading: `data` is null (anything is accepted; the console reads nothing). */
export const nothing = v.pipe(v.unknown(), doc('No data: null')) as unknown as v.GenericSchema<null>;

/** A field path as the operator and a backend developer read it: `list[3].amount`. */
function fieldPath(issue: v.BaseIssue<unknown>): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key = item.key as string | number;
    path += typeof key === 'number' ? `[${key}]` : path ? `.${key}` : key;
  }
  return path || 'data';
}

function kindOf(issue: v.BaseIssue<unknown>): Expect | undefined {
  if (issue.message in EXPECT) return issue.message as Expect;
  if (issue.type === 'object') return issue.expected?.startsWith('"') ? 'missing' : 'object';
  if (issue.type === 'number') return 'number';
  if (issue.type === 'integer') return 'integer';
  if (issue.type === 'string') return 'text';
  if (issue.type === 'boolean') return 'boolean';
  if (issue.type === 'array') return 'list';
  if (issue.type === 'picklist' || issue.type === 'literal') return 'oneOf';
  return undefined;
}

export interface Mismatch {
  /** Where in the answer: `list[3].amount`. */
  field: string;
  /** What the contract expects there, in the operator's language. */
  expected: string;
  /** What arrived, as text. */
  received: string;
}

/** Describes a valibot issue in the contract's words. */
function describeIssue(issue: v.BaseIssue<unknown>): Mismatch {
  const kind = kindOf(issue);
  const expected = kind
    ? t(EXPECT[kind], { values: String(issue.expected ?? '').replace(/ \| /g, ', ') })
    : t('contract.expect.other', { expected: String(issue.expected) });
  return { field: fieldPath(issue), expected, received: issue.received };
}

/** The first place where `data` breaks `schema`, or undefined when it keeps the contract. */
export function firstMismatch(schema: Schema, data: unknown): Mismatch | undefined {
  const result = checked(schema, data);
  return 'mismatch' in result ? result.mismatch : undefined;
}

/** The answer as the contract has it (extra fields left out), or the first place it breaks it. */
export function checked(schema: Schema, data: unknown): { value: unknown } | { mismatch: Mismatch } {
  const result = v.safeParse(schema, data, { abortEarly: true });
  return result.success ? { value: result.output } : { mismatch: describeIssue(result.issues[0]) };
}

/**
 * Every place where `data` breaks `schema` (the contract check of a real backend).
 * @internal exported for its tests
 */
export function allMismatches(schema: Schema, data: unknown): Mismatch[] {
  const result = v.safeParse(schema, data);
  return result.success ? [] : result.issues.map(describeIssue);
}
