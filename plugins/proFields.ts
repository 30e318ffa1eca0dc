/**
 * ProField value types the console's screens do not use. pro-field imports every type it
 * knows, and these drag a color picker, cascader, tree select, slider, image viewer and
 * number inputs into every screen with a table (about 100 KiB gzip). At build time each is
 * replaced by a stand-in (src/vendor/unusedProField.js) that fails loudly if a screen ever
 * asks for it; `tests/pure/proFields.test.ts` fails when a screen uses one of them. To use
 * a type, take it off this list: a one-word change, with the test behind it.
 *
 * Money, digits and percentages are typed with the kit's MoneyField and antd inputs, which
 * do not go through pro-field.
 */
export const UNUSED_PRO_FIELDS = [
  'Cascader',
  'ColorPicker',
  'Image',
  'Rate',
  'Slider',
  'TreeSelect',
  'Digit',
  'DigitRange',
  'Money',
  'Percent',
  'Code',
  'Switch',
  'Segmented',
  // Number inputs and time pickers: a form that needs one uses antd's control directly.
  'Second',
  'Progress',
  'FromNow',
  'TimePicker',
];

/** The pro-field component behind each value type a column or a ProForm field can name. */
export const VALUE_TYPE_COMPONENTS: Record<string, string> = {
  money: 'Money',
  digit: 'Digit',
  digitRange: 'DigitRange',
  percent: 'Percent',
  switch: 'Switch',
  treeSelect: 'TreeSelect',
  image: 'Image',
  cascader: 'Cascader',
  color: 'ColorPicker',
  rate: 'Rate',
  slider: 'Slider',
  code: 'Code',
  jsonCode: 'Code',
  segmented: 'Segmented',
  second: 'Second',
  progress: 'Progress',
  fromNow: 'FromNow',
  time: 'TimePicker',
  timeRange: 'TimePicker',
  text: 'Text',
  textarea: 'TextArea',
  password: 'Password',
  select: 'Select',
  checkbox: 'Checkbox',
  radio: 'Radio',
  radioButton: 'Radio',
  date: 'DatePicker',
  dateTime: 'DatePicker',
  dateRange: 'RangePicker',
  dateTimeRange: 'RangePicker',
  option: 'Options',
  index: 'IndexColumn',
  indexBorder: 'IndexColumn',
};

/** ProForm's field components and the value type each renders through pro-field. */
export const PRO_FORM_FIELDS: Record<string, string> = {
  ProFormMoney: 'money',
  ProFormDigit: 'digit',
  ProFormDigitRange: 'digitRange',
  ProFormSwitch: 'switch',
  ProFormTreeSelect: 'treeSelect',
  ProFormCascader: 'cascader',
  ProFormColorPicker: 'color',
  ProFormRate: 'rate',
  ProFormSlider: 'slider',
  ProFormSegmented: 'segmented',
  ProFormTimePicker: 'time',
};
