declare const __MOCK__: boolean;
declare const __API_HOST__: string;
declare const __PORTAL_ORIGINS__: string;
declare const __FILE_ORIGINS__: string;
declare const __FILE_PATHS__: string;
declare const __APP_NAME__: string;

declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '@/vendor/qsLite.js' {
  export function stringify(value: unknown, options?: Record<string, unknown>): string;
  export function parse(text: string, options?: Record<string, unknown>): Record<string, unknown>;
}
