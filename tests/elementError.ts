import { getConfig } from '@testing-library/react';
/**
 * Testing Library's "element not found" error, printed only when somebody reads it.
 *
 * Every failed attempt of a `findBy…` or `waitFor` builds this error, and the stock one prints
 * the whole document into its message each time: about an eighth of the time of
 * tests/component/shipping.test.tsx (profiled), for messages nobody reads but the last. Inside
 * a wait (Testing Library marks its attempts with `_disableExpensiveErrorDiagnostics`) the
 * document is printed when the message is first read, which a wait that times out does at once,
 * with the document as it then stands. A failure outside a wait is printed as before, and so is
 * every failure if a later Testing Library drops the flag (the stock error, built at once).
 */
type ElementError = (message: string | null, container: Element) => Error;

export function describedWhenRead(stock: ElementError): ElementError {
  return (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
      return stock(message, container);
    const error = new Error();
    error.name = 'TestingLibraryElementError';
    let text: string | undefined;
    Object.defineProperty(error, 'message', {
      configurable: true,
      enumerable: false,
      get: () => (text ??= stock(message, container).message),
      set: (value: string) => {
        text = value;
      },
    });
    return error;
  };
}
