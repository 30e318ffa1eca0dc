declare const __MOCK__: boolean;
declare const __API_HOST__: string;
declare const __PORTAL_ORIGINS__: string;
declare const __FILE_ORIGINS__: string;
declare const __FILE_PATHS__: string;
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __ERROR_BEACON_URL__: string;
declare const __SENTRY_DSN__: string;

declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}

// The stand-in of unused ProField types (plain JavaScript), as tests/pure/proFields.test.ts imports it.
declare module '@/vendor/unusedProField.js' {
  export function standIn(type: string): (props: { text?: unknown }) => string;
}
