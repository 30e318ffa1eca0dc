import { getIntl } from '@umijs/max';

/**
 * Translation outside React (the request layer, the error boundary's fallback).
 * Inside screens use `useMessages()` (src/core/messages.ts); both read the same locale files.
 */
export function t(id: string, values?: Record<string, string | number>): string {
  return getIntl().formatMessage({ id }, values);
}
