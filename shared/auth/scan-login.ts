import { apiConfig, apiOrigin } from '../api/config.ts';
import { get, post } from '../api/methods.ts';
import type { ScanLoginInfo, ScanLoginPoll, ScanLoginStart } from '../schemas/scan-login.ts';
import { startSession, type Session } from '../stores/session.ts';

/** Asks for a new scan-code login request and its QR code (`POST /sys/scanLogin`). */
export function startScanLogin(): Promise<ScanLoginStart> {
  return post<ScanLoginStart>('/sys/scanLogin');
}

/**
 * The state of a request, with the poll secret only the asking desktop knows. When the
 * phone has confirmed, the answer carries the new session, which starts here.
 */
export async function pollScanLogin(request: Pick<ScanLoginStart, 'id' | 'pollSecret'>): Promise<ScanLoginPoll & { started?: Session }> {
  const issuedBy = apiOrigin();
  const answer = await get<ScanLoginPoll>(`/sys/scanLogin/${encodeURIComponent(request.id)}`, { secret: request.pollSecret });
  return answer.session ? { ...answer, started: startSession(answer.session, apiConfig().now(), issuedBy) } : answer;
}

/** On the phone: marks the request as scanned and tells which desktop asks. */
export function openScanRequest(id: string): Promise<ScanLoginInfo> {
  return post<ScanLoginInfo>(`/sys/scanLogin/${encodeURIComponent(id)}/scanned`);
}

/** On the phone: lets the desktop in. */
export function confirmScanLogin(id: string): Promise<null> {
  return post<null>(`/sys/scanLogin/${encodeURIComponent(id)}/confirm`);
}

/** On the phone: turns the desktop away. */
export function refuseScanLogin(id: string): Promise<null> {
  return post<null>(`/sys/scanLogin/${encodeURIComponent(id)}/refuse`);
}

