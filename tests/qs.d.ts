// The real qs (a dependency of umi-request), used only to check src/vendor/qsLite.js.
declare module 'qs' {
  export function stringify(value: unknown, options?: Record<string, unknown>): string;
  export function parse(text: string, options?: Record<string, unknown>): Record<string, unknown>;
}
