/**
 * What a screen's error boundary caught, told to whoever listens (the error report, loaded after
 * the signed-in shell's first interaction): the boundary itself stays free of the report's code,
 * and what was caught before the report loaded is kept for it.
 */
let listener: ((error: unknown) => void) | undefined;
const early: unknown[] = [];

export function tellCaught(error: unknown): void {
  if (listener) listener(error);
  else if (early.length < 10) early.push(error);
}

export function onCaught(next: (error: unknown) => void): void {
  listener = next;
  for (const error of early.splice(0)) next(error);
}
