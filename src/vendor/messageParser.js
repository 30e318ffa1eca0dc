/**
 * Stand-in for `intl-messageformat-parser` (plugins/standIns.ts), the ICU grammar behind
 * react-intl, which Umi's locale plugin puts in the entry chunk of every page, the login
 * page included (about 8 KiB gzip). The console's messages use a small part of ICU:
 * literal text, `{name}`, `{name, number}` (optionally with a named style) and apostrophe
 * quoting. This parses exactly that into the same tree the full parser builds
 * (tests/pure/messageParser.test.ts compares the two on every message of both languages)
 * and throws, naming the message, on anything else (plural, select, dates), so a message
 * that needs the full grammar is found by that test, not by an operator.
 */

export const TYPE = { literal: 0, argument: 1, number: 2, date: 3, time: 4, select: 5, plural: 6, pound: 7 };

export const isLiteralElement = (el) => el.type === TYPE.literal;
export const isArgumentElement = (el) => el.type === TYPE.argument;
export const isNumberElement = (el) => el.type === TYPE.number;
export const isDateElement = (el) => el.type === TYPE.date;
export const isTimeElement = (el) => el.type === TYPE.time;
export const isSelectElement = (el) => el.type === TYPE.select;
export const isPluralElement = (el) => el.type === TYPE.plural;
export const isPoundElement = (el) => el.type === TYPE.pound;
// This parser builds no skeletons (`::` styles), so none is ever asked to be read.
export const isNumberSkeleton = () => false;
export const isDateTimeSkeleton = () => false;
export function convertNumberSkeletonToNumberFormatOptions() {
  throw new Error('number skeletons are not supported (src/vendor/messageParser.js)');
}
export function parseDateTimeSkeleton() {
  throw new Error('date skeletons are not supported (src/vendor/messageParser.js)');
}

const NAME = /^\s*([^\s{},]+)\s*$/;

/** `{…}` starting at `open`: the element and the index after its closing brace. */
function argumentAt(message, open) {
  const close = message.indexOf('}', open);
  const inner = close < 0 ? '' : message.slice(open + 1, close);
  if (close < 0 || inner.includes('{')) throw unsupported(message);
  const [name, type, style, ...rest] = inner.split(',');
  const value = NAME.exec(name)?.[1];
  if (!value || rest.length) throw unsupported(message);
  if (type === undefined) return [{ type: TYPE.argument, value }, close + 1];
  const styleName = style === undefined ? null : style.trim();
  if (type.trim() !== 'number' || styleName === '' || styleName?.startsWith('::')) throw unsupported(message);
  return [{ type: TYPE.number, style: styleName, value }, close + 1];
}

function unsupported(message) {
  return new SyntaxError(
    `message needs the full ICU grammar: ${JSON.stringify(message)} (src/vendor/messageParser.js)`,
  );
}

export function parse(message) {
  const elements = [];
  let text = '';
  let index = 0;
  const flush = () => {
    if (text) elements.push({ type: TYPE.literal, value: text });
    text = '';
  };
  while (index < message.length) {
    const char = message[index];
    if (char === "'") {
      const next = message[index + 1];
      if (next === "'") {
        text += "'";
        index += 2;
      } else if (next === '{' || next === '}') {
        // Quoted: literal up to the next lone apostrophe (or the end).
        let end = index + 1;
        while (end < message.length) {
          if (message[end] === "'" && message[end + 1] === "'") {
            text += "'";
            end += 2;
          } else if (message[end] === "'") break;
          else text += message[end++];
        }
        index = end + 1;
      } else {
        text += char;
        index += 1;
      }
    } else if (char === '{') {
      flush();
      const [element, after] = argumentAt(message, index);
      elements.push(element);
      index = after;
    } else if (char === '}') {
      throw unsupported(message);
    } else {
      text += char;
      index += 1;
    }
  }
  flush();
  return elements;
}
