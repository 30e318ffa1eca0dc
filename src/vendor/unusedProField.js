/**
 * Stands in, at build time, for the ProField value types this console does not use (see
 * plugins/proFields.ts). A screen that asks for one fails loudly: in development the field
 * throws an error naming its type (the screen's error boundary shows it); in a production
 * build it shows the value as text and logs the same error, so an operator still sees data.
 * `tests/pure/proFields.test.ts` keeps screens off these types.
 *
 * Plain JavaScript without JSX: it replaces modules of node_modules and gets their loaders.
 */
const reported = new Set();

export function standIn(type) {
  function UnusedProField(props) {
    const message = `ProField value type "${type}" is not part of this build: take "${type}" off UNUSED_PRO_FIELDS in plugins/proFields.ts`;
    if (process.env.NODE_ENV !== 'production') throw new Error(message);
    if (!reported.has(type)) {
      reported.add(type);
      console.error(message);
    }
    const text = props && props.text;
    return text === undefined || text === null || text === '' ? '-' : String(text);
  }
  UnusedProField.displayName = `UnusedProField(${type})`;
  return UnusedProField;
}
