/**
 * The part of `qs` that umi-request uses, for the browser build (aliased in .umirc.ts):
 * umi-request sends flat parameters (it JSON-encodes nested values itself) with
 * `{ arrayFormat: 'repeat', strictNullHandling: true }`, and parses URLSearchParams back.
 * The real qs (with object-inspect and get-intrinsic) is ~25 KiB gzip of the entry chunk.
 * tests/pure/qsLite.test.ts checks this file against the real qs.
 */
function encode(value) {
  return encodeURIComponent(value);
}

export function stringify(object, options) {
  const strictNull = Boolean(options && options.strictNullHandling);
  if (!object || typeof object !== 'object') return '';
  const parts = [];
  const add = (key, value) => {
    if (value === undefined) return;
    if (value === null) {
      parts.push(strictNull ? encode(key) : `${encode(key)}=`);
      return;
    }
    if (value instanceof Date) {
      parts.push(`${encode(key)}=${encode(value.toISOString())}`);
      return;
    }
    parts.push(`${encode(key)}=${encode(String(value))}`);
  };
  for (const key of Object.keys(object)) {
    const value = object[key];
    if (Array.isArray(value)) value.forEach((item) => add(key, item));
    else add(key, value);
  }
  return parts.join('&');
}

export function parse(text, options) {
  const strictNull = Boolean(options && options.strictNullHandling);
  const result = {};
  const source = String(text || '').replace(/^\?/, '');
  if (!source) return result;
  for (const part of source.split('&')) {
    if (!part) continue;
    const index = part.indexOf('=');
    const key = decodeURIComponent((index < 0 ? part : part.slice(0, index)).replace(/\+/g, ' '));
    const value = index < 0 ? (strictNull ? null : '') : decodeURIComponent(part.slice(index + 1).replace(/\+/g, ' '));
    if (Object.prototype.hasOwnProperty.call(result, key)) {
      result[key] = [].concat(result[key], value);
    } else {
      result[key] = value;
    }
  }
  return result;
}

export default { stringify, parse };
