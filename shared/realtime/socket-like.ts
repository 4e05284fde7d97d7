/**
 * The part of the browser's `WebSocket` the realtime client uses. Node 20 has no global
 * WebSocket, so tests pass the `ws` package's class, which has the same shape. Handler
 * parameters are loose because the two implementations type their events differently.
 */
export interface SocketLike {
  readonly readyState: number;
  /* eslint-disable @typescript-eslint/no-explicit-any */
  onopen: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  /* eslint-enable @typescript-eslint/no-explicit-any */
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor: the browser's, or `ws` in node. */
export type SocketFactory = new (url: string, protocols: string[]) => SocketLike;

/** `readyState` of an open socket (the same number in every implementation). */
export const SOCKET_OPEN = 1;
