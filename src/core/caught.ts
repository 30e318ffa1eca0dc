/**
 * What a screen's error boundary caught, told to whoever listens (the error report, loaded with
 * the signed-in shell): the boundary itself stays free of the report's code.
 */
let listener: ((error: unknown) => void) | undefined;

export function tellCaught(error: unknown): void {
  listener?.(error);
}

export function onCaught(next: (error: unknown) => void): void {
  listener = next;
}
