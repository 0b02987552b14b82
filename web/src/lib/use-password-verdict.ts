import { loadPasswordJudge, type PasswordJudge, type PasswordVerdict } from '@boonies/contracts/auth';
import { useEffect, useMemo, useState } from 'react';

/**
 * The password rule's verdict on a new password as it is typed; the account's username and email count
 * against it. Null while the password is empty and until the rule's dictionaries have arrived: they load
 * once, when a form first asks, so the app's first download stays without them. The server applies the same
 * rule whatever the form knew.
 */
export function usePasswordVerdict(
  password: string,
  username: string,
  email: string,
): PasswordVerdict | null {
  const [judge, setJudge] = useState<PasswordJudge | null>(null);
  useEffect(() => {
    let mounted = true;
    loadPasswordJudge().then(
      (loaded) => mounted && setJudge(() => loaded),
      // Left without a meter: the server still refuses what the rule refuses.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return useMemo(
    () => (judge && password ? judge(password, [username, email].filter(Boolean)) : null),
    [judge, password, username, email],
  );
}
