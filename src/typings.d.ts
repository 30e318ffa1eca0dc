declare const __MOCK__: boolean;
declare const __API_HOST__: string;
declare const __PORTAL_ORIGINS__: string;
declare const __APP_NAME__: string;
declare const __DEV__: boolean;

declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}
