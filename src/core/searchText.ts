/**
 * What an operator types or pastes into a search, as the console searches it. Numbers come
 * from Excel, WeChat and carriers' sheets: full-width digits and letters (ＺＬ２０２６…), ideographic
 * spaces, a column of numbers one per line. One home for how such text is read.
 */

/** Full-width digits, letters and spaces folded to their plain forms (NFKC), trimmed. */
export function foldSearchText(text: string): string {
  return text.normalize('NFKC').trim();
}

/** How many numbers one search looks up at most; the rest are named as not searched. */
export const MAX_NUMBERS_PER_SEARCH = 200;

/**
 * The separate numbers in a pasted text (new lines, commas, semicolons, spaces, tabs, the
 * Chinese comma and semicolon), folded, each once, in the order given. One term is no list.
 */
export function numbersIn(text: string): string[] {
  const terms = foldSearchText(text)
    .split(/[\s,;，；、]+/)
    .filter(Boolean);
  return [...new Set(terms)];
}
