import type { SocketLike } from '../../shared/realtime/index.ts';

/**
 * A stand-in for the page's notice socket (give it to `configureRealtime({ WebSocket })`):
 * it opens on the next tick, and the test pushes frames into the last one opened.
 */
export class FakeSocket implements SocketLike {
  static last: FakeSocket | null = null;
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;

  constructor(readonly url: string, readonly protocols: string[]) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(): void {}

  close(): void {
    this.readyState = 3;
  }

  /** Delivers a push frame as the server sends it. */
  push(cmd: 'topic' | 'user', msgId: string): void {
    this.onmessage?.({ data: JSON.stringify({ cmd, msgTxt: 'x', msgId }) });
  }
}
