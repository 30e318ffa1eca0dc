/**
 * Screens may use only the ProField value types this build keeps (plugins/proFields.ts):
 * the others are replaced by a stand-in at build time. This fails when a screen names one
 * of them, in a column's valueType or through a ProForm field; the stand-in itself fails
 * loudly rather than rendering blank.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { standIn } from '@/vendor/unusedProField.js';
import { PRO_FORM_FIELDS, UNUSED_PRO_FIELDS, VALUE_TYPE_COMPONENTS } from '../../plugins/proFields';

const SRC = resolve(__dirname, '../../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.umi') || entry.name === 'vendor' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The pro-field components a source text asks for, by value type or ProForm field. */
export function componentsUsed(text: string): string[] {
  const types = [
    ...Array.from(text.matchAll(/valueType\s*[:=]\s*\{?\s*['"](\w+)['"]/g), (match) => match[1]),
    ...Array.from(text.matchAll(/\b(ProForm\w+)\b/g), (match) => PRO_FORM_FIELDS[match[1]]).filter(Boolean),
  ];
  return types.map((type) => VALUE_TYPE_COMPONENTS[type] ?? `unknown value type "${type}"`);
}

describe('ProField value types', () => {
  it('finds value types in columns and ProForm fields', () => {
    expect(componentsUsed(`{ title: '金额', valueType: 'money' }`)).toEqual(['Money']);
    expect(componentsUsed(`<ProFormSwitch name="on" /> <ProFormText name="x" />`)).toEqual(['Switch']);
    expect(componentsUsed(`<ProFormField valueType="treeSelect" />`)).toEqual(['TreeSelect']);
  });

  it('lets screens use only the types the build keeps', () => {
    const offenders: string[] = [];
    for (const file of sources(SRC)) {
      for (const component of componentsUsed(readFileSync(file, 'utf8'))) {
        if (UNUSED_PRO_FIELDS.includes(component) || component.startsWith('unknown'))
          offenders.push(`${file.slice(SRC.length + 1)}: ${component}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('makes the stand-in fail loudly, naming its type', () => {
    const Field = standIn('Money');
    expect(() => renderToString(createElement(Field, { text: 1234 }))).toThrow(/"Money" is not part of this build/);
  });
});
