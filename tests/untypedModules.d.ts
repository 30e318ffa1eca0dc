// The real qs (a dependency of umi-request): tests/pure/queryParams.test.ts holds the console's paramsSerializer to it.
declare module 'qs' {
  export function stringify(value: unknown, options?: Record<string, unknown>): string;
  export function parse(text: string, options?: Record<string, unknown>): Record<string, unknown>;
}
// umi-request's ES build, as the console's bundle takes it (tests/pure/unusedQs.test.ts).
declare module 'umi-request/dist/index.esm.js' {
  export { extend } from 'umi-request';
}
