/**
 * A GET's parameters as a query string: umi-request's `paramsSerializer` (its documented
 * option), so that `qs` stays out of the bundle (plugins/standIns.ts, `unused-qs`). Written to
 * match what umi-request sends through qs with `{ arrayFormat: 'repeat', strictNullHandling:
 * true }` after its own JSON encoding of nested values (tests/pure/queryParams.test.ts holds it
 * to that on the same inputs): `undefined` skipped, `null` as the bare key, a Date as ISO
 * time, an array as the key repeated, an object as JSON.
 */
type Param = string | number | boolean | Date | null | undefined | object;

const encode = (text: string) => encodeURIComponent(text);

function valueText(value: Param): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

export function queryParams(params: object): string {
  const parts: string[] = [];
  const add = (key: string, value: Param) => {
    if (value === undefined) return;
    parts.push(value === null ? encode(key) : `${encode(key)}=${encode(valueText(value))}`);
  };
  for (const [key, value] of Object.entries(params) as [string, Param][]) {
    if (Array.isArray(value)) for (const item of value) add(key, item as Param);
    else add(key, value);
  }
  return parts.join('&');
}
