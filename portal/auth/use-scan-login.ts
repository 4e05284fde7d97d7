import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/index.ts';
import { pollScanLogin, startScanLogin } from '../../shared/auth/index.ts';
import type { ScanLoginStart, ScanLoginStatus } from '../../shared/schemas/scan-login.ts';

/** How often the desktop asks whether the phone has answered. */
export const SCAN_POLL_INTERVAL_MS = 2_000;

/** What the scan tab shows. */
export type ScanLoginState =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'waiting'; request: ScanLoginStart; status: Exclude<ScanLoginStatus, 'confirmed'> };

/**
 * The desktop side of the built-in scan-code login: asks for a request, then polls every
 * 2 s until the phone confirms (the session starts, and the sign-in route moves on), refuses,
 * or the code runs out. `refresh` asks for a new code.
 */
export function useScanLogin(): { state: ScanLoginState; refresh: () => void } {
  const [state, setState] = useState<ScanLoginState>({ phase: 'loading' });
  const [generation, setGeneration] = useState(0);
  const refresh = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async (request: ScanLoginStart) => {
      try {
        const answer = await pollScanLogin(request);
        if (!live || answer.status === 'confirmed') return;
        setState({ phase: 'waiting', request, status: answer.status });
        if (answer.status === 'refused' || answer.status === 'expired') return;
      } catch (error) {
        // The server forgets old requests: a refusal of the request itself means it is gone.
        if (!live) return;
        if (error instanceof ApiError && (error.kind === 'business' || error.status === 400)) {
          setState({ phase: 'waiting', request, status: 'expired' });
          return;
        }
      }
      timer = setTimeout(() => void poll(request), SCAN_POLL_INTERVAL_MS);
    };
    setState({ phase: 'loading' });
    startScanLogin().then(
      (request) => {
        if (!live) return;
        setState({ phase: 'waiting', request, status: 'pending' });
        timer = setTimeout(() => void poll(request), SCAN_POLL_INTERVAL_MS);
      },
      (error: unknown) => live && setState({ phase: 'failed', message: error instanceof ApiError ? error.message : String(error) }),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [generation]);

  return { state, refresh };
}
