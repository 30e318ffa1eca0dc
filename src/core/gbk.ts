/**
 * Text as GBK bytes, for a bank whose import reads GBK (the encoding most Chinese corporate
 * banking clients still expect of a CSV). Browsers decode GBK (TextDecoder) but only encode
 * UTF-8, so the table is the browser's own decoder read backwards: every two-byte GBK code is
 * decoded once, on the first use (about 24,000 codes, a few tens of milliseconds), and kept.
 * No library: iconv-lite's tables would weigh more than the rest of the list's code.
 */

let table: Map<string, number> | undefined;

function gbkTable(): Map<string, number> {
  if (table) return table;
  const decoder = new TextDecoder('gbk', { fatal: true });
  const codes = new Map<string, number>();
  const pair = new Uint8Array(2);
  for (let lead = 0x81; lead <= 0xfe; lead += 1) {
    for (let trail = 0x40; trail <= 0xfe; trail += 1) {
      if (trail === 0x7f) continue;
      pair[0] = lead;
      pair[1] = trail;
      let char: string;
      try {
        char = decoder.decode(pair);
      } catch {
        continue; // not a GBK code
      }
      // The first code that decodes to a character is the one the standard encodes it as.
      if (char.length === 1 && !codes.has(char)) codes.set(char, (lead << 8) | trail);
    }
  }
  table = codes;
  return codes;
}

/** Characters GBK cannot hold (an emoji, a rare CJK extension character), first seen first. */
export function notInGbk(text: string): string[] {
  const codes = gbkTable();
  const missing = new Set<string>();
  for (const char of text) {
    if (char.codePointAt(0)! >= 0x80 && !codes.has(char)) missing.add(char);
  }
  return [...missing];
}

/** `text` in GBK. Throws on a character GBK cannot hold: check with `notInGbk` first. */
export function encodeGbk(text: string): Uint8Array<ArrayBuffer> {
  const codes = gbkTable();
  const bytes = new Uint8Array(text.length * 2);
  let length = 0;
  for (const char of text) {
    const point = char.codePointAt(0)!;
    if (point < 0x80) {
      bytes[length++] = point;
      continue;
    }
    const code = codes.get(char);
    if (code === undefined) throw new Error(`not in GBK: U+${point.toString(16).toUpperCase()}`);
    bytes[length++] = code >> 8;
    bytes[length++] = code & 0xff;
  }
  return bytes.slice(0, length);
}
