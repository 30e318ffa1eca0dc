declare module '@/vendor/unusedProField.js' {
  export function standIn(type: string): (props: { text?: unknown }) => string;
}
