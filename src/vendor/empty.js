// An empty module, standing in for one the browser build does not need: `isomorphic-fetch` (every
// supported browser has fetch) and the global regenerator runtime of Umi's polyfill file.
export {};
