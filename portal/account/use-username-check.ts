import { msg } from '@lit/localize';
import { useCallback, useRef, useState } from 'react';
import { checkUsername } from '../../shared/auth/accounts.ts';
import { usernameRule } from '../../shared/validation/index.ts';

/** What the live check says about the username typed: nothing yet, free, or taken. */
export type UsernameVerdict = 'unknown' | 'available' | 'taken';

/**
 * The live uniqueness check of the register form: asks the server once the name passes its
 * rule (on leaving the field). A failed or throttled check says nothing; the registration
 * itself checks again.
 */
export function useUsernameCheck(): { verdict: UsernameVerdict; takenMessage: string | null; check: (name: string) => void; reset: () => void } {
  const [state, setState] = useState<{ name: string; verdict: UsernameVerdict }>({ name: '', verdict: 'unknown' });
  const latest = useRef('');
  const check = useCallback((raw: string) => {
    const name = raw.trim();
    latest.current = name;
    if (usernameRule(name)) return setState({ name, verdict: 'unknown' });
    checkUsername(name).then(
      (available) => latest.current === name && setState({ name, verdict: available ? 'available' : 'taken' }),
      () => latest.current === name && setState({ name, verdict: 'unknown' }),
    );
  }, []);
  const reset = useCallback(() => setState({ name: '', verdict: 'unknown' }), []);
  return { verdict: state.verdict, takenMessage: state.verdict === 'taken' ? msg('该用户名已被注册') : null, check, reset };
}
