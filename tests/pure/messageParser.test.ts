import { parse as fullParse } from 'intl-messageformat-parser';
import { describe, expect, it } from 'vitest';
// The stand-in production builds use in place of the full ICU parser (plugins/standIns.ts).
import { parse as slimParse } from '../../src/vendor/messageParser.js';

/** Every message of both languages, from every locale file (per area, shared and lazy). */
const files = import.meta.glob<{ default: Record<string, string> }>(
  ['../../src/locales/zh-CN/*.ts', '../../src/localesLazy/en-US/*.ts'],
  { eager: true },
);
const messages = Object.entries(files).flatMap(([file, module]) =>
  Object.entries(module.default).map(([id, text]) => ({ where: `${file.replace(/^.*src\//, '')} ${id}`, text })),
);

describe('the slim message parser', () => {
  it('reads the locale files (a sanity check of what the next test walks)', () => {
    expect(messages.length).toBeGreaterThan(1000);
    expect(messages.some(({ text }) => /\{\w+, number\}/.test(text))).toBe(true);
  });

  it('builds the same tree as the full ICU parser for every message of both languages', () => {
    const differing = messages.filter(({ text }) => {
      try {
        return JSON.stringify(slimParse(text)) !== JSON.stringify(fullParse(text));
      } catch {
        return true;
      }
    });
    expect(differing.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
  });

  it('agrees on quoting and spacing the full parser allows', () => {
    for (const text of [
      "don't {name}",
      "it''s",
      "'{x}' literal",
      "x '{' y '}' z",
      "'{a'' b}'",
      '{ spaced }',
      '{n, number}',
      '{n, number, percent}',
      "a ' b",
      '',
      '{a}{b}',
    ])
      expect(slimParse(text), text).toEqual(fullParse(text));
  });

  it('refuses, naming the message, what needs the full grammar', () => {
    for (const text of [
      '{n, plural, one {# item} other {# items}}',
      '{kind, select, a {A} other {B}}',
      '{when, date, short}',
      '{n, number, ::currency/CNY}',
      'unbalanced }',
      '{open',
    ])
      expect(() => slimParse(text), text).toThrow(/full ICU grammar/);
  });
});
