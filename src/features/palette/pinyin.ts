/**
 * Pinyin initials of Chinese text (订单发货 → ddfh), from the browser's own Chinese collation:
 * ICU sorts the common characters by their pinyin, so the first character of each initial
 * marks where that initial begins. No dictionary is downloaded; a rare character may take a
 * neighbouring initial, which costs a search hit at worst. Letters and digits stay as typed.
 */
const STARTS = '阿八嚓哒妸发旮哈讥咔垃妈拏噢妑七呥仨他屲夕丫帀';
const INITIALS = 'abcdefghjklmnopqrstwxyz';
const HAN = /[\u4e00-\u9fff]/;

let collator: Intl.Collator | undefined;

function initialOf(char: string): string {
  if (!HAN.test(char)) return char.toLowerCase();
  collator ??= new Intl.Collator('zh-CN');
  let initial = '';
  for (let index = 0; index < STARTS.length; index += 1) {
    if (collator.compare(char, STARTS[index]) < 0) break;
    initial = INITIALS[index];
  }
  return initial;
}

export function pinyinInitials(text: string): string {
  return Array.from(text, initialOf).join('');
}
