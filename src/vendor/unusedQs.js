/**
 * Stands in, at build time, for `qs` (plugins/standIns.ts, `unused-qs`): umi-request imports
 * it to write a GET's parameters and a form body, and the console writes its parameters
 * itself (`paramsSerializer`, src/core/request.ts) and sends JSON bodies. About 25 KiB gzip
 * off the entry chunk. Called, it fails loudly.
 *
 * Plain JavaScript: it replaces a module of node_modules and gets its loaders.
 */
function unused(name) {
  return function () {
    throw new Error(
      `qs.${name} is not part of this build (plugins/standIns.ts, unused-qs): give umi-request paramsSerializer`,
    );
  };
}

export const stringify = unused('stringify');
export const parse = unused('parse');
export default { stringify, parse };
