/**
 * `house/file-name`: one way to name files and folders, so a name tells what is inside.
 *
 * - Every file and folder is camelCase (`useListData.ts`, `printRules.ts`, `cells/`).
 * - PascalCase is for a component: a `Name.tsx` file, or a `Name/` folder whose `index.tsx`,
 *   exports a component called `Name` (a named export, or the default export's own name), so
 *   the name you search for is the name you import.
 * - A locale's folder or file carries its language tag (`zh-CN`, `en-US`).
 * - Suffixes stay as the tools want them: `.test.ts`, `.d.ts`, `.less`.
 */
import { basename, dirname, relative, sep } from 'node:path';

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;
const LANGUAGE_TAG = /^[a-z]{2}-[A-Z]{2}$/;
/** Suffixes that are part of the file's kind, not its name. */
const SUFFIXES = /(\.test|\.d)?\.(tsx?|mts|mjs|cjs|js)$/;

/** The names a module exports: named exports, and the default export's own name. */
function exportedNames(program) {
  const names = new Set();
  for (const node of program.body) {
    if (node.type === 'ExportDefaultDeclaration') {
      const id = node.declaration.id ?? (node.declaration.type === 'Identifier' ? node.declaration : undefined);
      if (id) names.add(id.name);
    }
    if (node.type !== 'ExportNamedDeclaration') continue;
    for (const specifier of node.specifiers ?? []) names.add(specifier.exported.name);
    const declaration = node.declaration;
    if (!declaration) continue;
    if (declaration.id) names.add(declaration.id.name);
    for (const item of declaration.declarations ?? []) if (item.id.type === 'Identifier') names.add(item.id.name);
  }
  return names;
}

const fileName = {
  meta: {
    type: 'suggestion',
    docs: { description: 'camelCase files and folders; PascalCase only for a component exported by that name' },
    schema: [],
    messages: {
      badName: '"{{name}}" in {{path}}: files and folders are camelCase; PascalCase only for a component.',
      notExported:
        '"{{name}}" is PascalCase, so {{path}} must export a component named {{name}} (or take a camelCase name).',
    },
  },
  create(context) {
    return {
      Program(program) {
        const path = relative(context.cwd, context.filename).split(sep).join('/');
        const segments = path.split('/');
        const file = segments.pop();
        const base = file.replace(SUFFIXES, '');
        const report = (messageId, name) => context.report({ node: program, messageId, data: { name, path } });
        // Folders: the top folder (src, mock, tests) is the project's; the rest are named here.
        for (const folder of segments.slice(1)) {
          if (CAMEL.test(folder) || LANGUAGE_TAG.test(folder)) continue;
          if (!PASCAL.test(folder)) report('badName', folder);
        }
        const parent = basename(dirname(path));
        if (base === 'index' && PASCAL.test(parent) && !exportedNames(program).has(parent))
          report('notExported', parent);
        if (base === 'index' || CAMEL.test(base) || LANGUAGE_TAG.test(base)) return;
        if (!PASCAL.test(base)) return report('badName', base);
        if (!file.endsWith('.tsx') || !exportedNames(program).has(base)) report('notExported', base);
      },
    };
  },
};

export default { rules: { 'file-name': fileName } };
