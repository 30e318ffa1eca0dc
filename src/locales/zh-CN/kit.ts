/** The screen kit (src/components): cells, forms, money input, upload field. */
const messages = {
  'cell.copy': '复制 {value}',
  'cell.copied': '已复制 {value}',
  'cell.copyFailed': '复制失败，请手动选择文本复制',
  'form.submit': '提交',
  'form.cancel': '取消',
  'form.refused': '提交未成功，已填写的内容都还在，修改后可再次提交',
  'money.placeholder': '0.00',
  'money.format': '{label}只能填写数字金额，例如 1234.50',
  'money.decimals': '{label}最多两位小数',
  'money.notPositive': '{label}须大于 0',
  'money.tooSmall': '{label}不能小于 {min}',
  'money.tooLarge': '{label}不能超过 {max}',
  'upload.pick': '选择文件',
  'upload.preview': '预览',
  'upload.required': '请上传{label}',
  'upload.type.image': '“{name}”不是图片：只能上传 PNG、JPG、GIF 或 WebP',
  'upload.type.voucher': '“{name}”格式不支持：只能上传图片或 PDF',
  'upload.type.setting': '“{name}”格式不支持：只能上传图片或 PDF',
  'upload.size': '“{name}”超过 {max}MB，请压缩后再上传',
  'upload.hint.image': '图片（PNG、JPG、GIF、WebP），最多 {max} 张，每张不超过 {size}MB',
  'upload.hint.voucher': '图片或 PDF，最多 {max} 个，每个不超过 {size}MB',
  'upload.hint.setting': '图片或 PDF，最多 {max} 个，每个不超过 {size}MB',
};

export default messages;
export type Messages = typeof messages;
