/**
 * HMAC-SHA-256 (RFC 2104, FIPS 180-4), synchronous, over UTF-8 text, as hex: the name a stored
 * money key goes by (./intent.ts) under the account's secret, so that reading storage and
 * guessing a move's values (platform × amount × pay type) finds nothing without that secret.
 * WebCrypto's HMAC is asynchronous, and the names are needed while a dialog renders; this is
 * the standard algorithm, held to Node's crypto in tests/pure/hmac.test.ts.
 */
const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const INITIAL = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const BLOCK = 64;

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

function sha256(message: Uint8Array): Uint8Array {
  const length = message.length;
  const padded = new Uint8Array(Math.ceil((length + 9) / BLOCK) * BLOCK);
  padded.set(message);
  padded[length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 8, Math.floor(length / 0x20000000));
  view.setUint32(padded.length - 4, (length * 8) >>> 0);
  const h = [...INITIAL];
  const w = new Uint32Array(64);
  for (let offset = 0; offset < padded.length; offset += BLOCK) {
    for (let t = 0; t < 16; t += 1) w[t] = view.getUint32(offset + t * 4);
    for (let t = 16; t < 64; t += 1) {
      const s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >>> 3);
      const s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >>> 10);
      w[t] = (w[t - 16] + s0 + w[t - 7] + s1) | 0;
    }
    let [a, b, c, d, e, f, g, k] = h;
    for (let t = 0; t < 64; t += 1) {
      const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t] + w[t]) | 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      [k, g, f, e, d, c, b, a] = [g, f, e, (d + t1) | 0, c, b, a, (t1 + t2) | 0];
    }
    [a, b, c, d, e, f, g, k].forEach((value, index) => (h[index] = (h[index] + value) | 0));
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  h.forEach((value, index) => outView.setUint32(index * 4, value >>> 0));
  return out;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

/** HMAC-SHA-256 of `message` under `secret`, both UTF-8 text, as 64 hex digits. */
export function hmacSha256(secret: string, message: string): string {
  let key: Uint8Array = utf8(secret);
  if (key.length > BLOCK) key = sha256(key);
  const inner = new Uint8Array(BLOCK);
  const outer = new Uint8Array(BLOCK);
  for (let index = 0; index < BLOCK; index += 1) {
    inner[index] = (key[index] ?? 0) ^ 0x36;
    outer[index] = (key[index] ?? 0) ^ 0x5c;
  }
  const body = utf8(message);
  const innerInput = new Uint8Array(BLOCK + body.length);
  innerInput.set(inner);
  innerInput.set(body, BLOCK);
  const innerHash = sha256(innerInput);
  const outerInput = new Uint8Array(BLOCK + innerHash.length);
  outerInput.set(outer);
  outerInput.set(innerHash, BLOCK);
  return Array.from(sha256(outerInput), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
