import Cookies from 'js-cookie';

/** Runs `work` and returns the attributes of every cookie it wrote through js-cookie. */
export function cookieWritesDuring(work: () => void): unknown[] {
  const written: unknown[] = [];
  const original = Cookies.set;
  Cookies.set = ((...args: Parameters<typeof Cookies.set>) => {
    written.push(args[2]);
    return original(...args);
  }) as typeof Cookies.set;
  try {
    work();
  } finally {
    Cookies.set = original;
  }
  return written;
}
