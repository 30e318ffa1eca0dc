/** The screen kit (src/components): cells, forms, money input, upload field. */
const messages = {
  'cell.copy': '复制 {value}',
  'cell.copied': '已复制 {value}',
  'cell.copyFailed': '复制失败，请手动选择文本复制',
};

export default messages;
export type Messages = typeof messages;
