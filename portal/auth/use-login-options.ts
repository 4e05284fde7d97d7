import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { fetchLoginOptions } from '../../shared/auth/index.ts';
import type { LoginOptions } from '../../shared/schemas/auth.ts';

/** What the sign-in form asks for; `null` while unknown, with the error when it could not be had. */
export function useLoginOptions(): { options: LoginOptions | null; error: ApiError | null } {
  const [state, setState] = useState<{ options: LoginOptions | null; error: ApiError | null }>({ options: null, error: null });
  useEffect(() => {
    let current = true;
    fetchLoginOptions().then(
      (options) => current && setState({ options, error: null }),
      // Without the options the form still works; the server says so if a captcha is needed.
      (error: unknown) => current && setState({ options: { captcha: false }, error: error instanceof ApiError ? error : null }),
    );
    return () => {
      current = false;
    };
  }, []);
  return state;
}
