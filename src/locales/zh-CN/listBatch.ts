/** A batch list's selection across pages (its own chunk, registered when the first selection is made). */
const messages = {
  'list.selection.all': '选择全部 {total} 条符合条件的',
  'list.selection.allCapped': '选择符合条件的前 {cap} 条（共 {total} 条）',
  'list.selection.across': '已选全部符合条件的 {count} 条（跨页）',
  'list.selection.acrossCapped':
    '已选符合条件的前 {count} 条；共 {total} 条，一批最多 {cap} 条，其余 {left} 条处理完这批后再选',
};

export default messages;
export type Messages = typeof messages;
