/**
 * webpack loader for antd's style modules in a production build (plugins/antdStyles.ts).
 *
 * antd 6 with `zeroRuntime` never calls a style hook's style function in the browser: the
 * build made that CSS already. So in each module that declares style hooks
 * (`genStyleHooks('Button', styleFn, …)` and its two siblings) this loader
 *
 *   - replaces `styleFn` by `() => []`, so the style-building code it alone reached
 *     (most of `antd/es/<component>/style`) drops out of the bundle, and
 *   - imports the hook's extracted CSS, so the CSS travels with the component into whatever
 *     chunk uses it: the sign-in page carries only its components' CSS, a screen its own.
 *
 * The hook keeps its token preparation and CSS-variable registration, which antd still runs.
 * What it did is recorded on the module (`buildInfo.antdStyleHooks`) for the guard.
 */
const acorn = require('acorn');

/** The three ways antd declares a style hook; the first argument names it. */
const DECLARERS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);

/** The cache name cssinjs gives a hook: `'Button'` → Button-Button, `['Input', 'OTP']` → Input-OTP. */
function hookName(node) {
  if (node.type === 'Literal' && typeof node.value === 'string') return `${node.value}-${node.value}`;
  if (
    node.type === 'ArrayExpression' &&
    node.elements.length === 2 &&
    node.elements.every((element) => element && element.type === 'Literal' && typeof element.value === 'string')
  )
    return node.elements.map((element) => element.value).join('-');
  return undefined;
}

/** Every call declaring a style hook in `source`, with the range of its style function. */
function findDeclarations(source) {
  const found = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && DECLARERS.has(node.callee.name)) {
      found.push({ name: node.arguments[0] && hookName(node.arguments[0]), styleFn: node.arguments[1] });
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

/** @this {{ getOptions(): { cssFiles: Record<string, string> }, _module?: { buildInfo: Record<string, unknown> }, emitError(error: Error): void }} */
function antdStyleLoader(source) {
  if (!/\b(genStyleHooks|genComponentStyleHook|genSubStyleComponent)\(/.test(source)) return source;
  const { cssFiles } = this.getOptions();
  const declarations = findDeclarations(source);
  const hooks = [];
  let out = source;
  // From the end, so earlier ranges stay valid.
  const fromTheEnd = [...declarations].sort((a, b) => (b.styleFn?.start ?? 0) - (a.styleFn?.start ?? 0));
  for (const { name, styleFn } of fromTheEnd) {
    if (!name || !styleFn) {
      this.emitError(new Error(`antdStyleLoader: a style hook whose name is not a literal in ${this.resourcePath}`));
      continue;
    }
    out = `${out.slice(0, styleFn.start)}() => []${out.slice(styleFn.end)}`;
    hooks.unshift(name);
  }
  const imports = hooks
    .filter((name) => cssFiles[name])
    .map((name) => `import ${JSON.stringify(cssFiles[name])};\n`)
    .join('');
  if (this._module) this._module.buildInfo.antdStyleHooks = { hooks, missing: hooks.filter((name) => !cssFiles[name]) };
  return imports + out;
}

module.exports = antdStyleLoader;
module.exports.findDeclarations = findDeclarations;
