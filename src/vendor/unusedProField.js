/**
 * Stands in, at build time, for the ProField value types this console never uses (see
 * UNUSED_PRO_FIELDS in .umirc.ts). pro-field imports every field type it knows, and those
 * drag a color picker, cascader, tree select, slider, image viewer and number inputs into
 * every screen with a table. A column that ever asks for one of them shows its value as
 * text here; to use such a type, take it off that list.
 *
 * Plain JavaScript without JSX: it replaces a module of node_modules and gets its loaders.
 */
export default function UnusedProField(props) {
  const text = props && props.text;
  return text === undefined || text === null ? '-' : String(text);
}

// pro-field imports the time range field by name from the TimePicker module.
export const FieldTimeRangePicker = UnusedProField;
