import { useEffect } from 'react';
import { sessionChangeFrom, TOKEN_KEY } from '@/core/session';

/** Another tab of the console signed in: `follow` takes its token, so this one continues too. */
export function useSignedInElsewhere(follow: (token: string) => unknown) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const change = sessionChangeFrom(event, {
        signedIn: false,
        token: sessionStorage.getItem(TOKEN_KEY) ?? undefined,
      });
      if (change?.kind === 'signedIn') void follow(change.token);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [follow]);
}
