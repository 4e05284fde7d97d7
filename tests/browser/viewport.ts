/**
 * Resizes the test page's viewport through Web Test Runner's built-in `set-viewport` command
 * (what `setViewport` of @web/test-runner-commands does), so that media queries of a phone
 * apply. The runner's socket module is imported by a computed name: it exists only in the
 * test page, and the test bundler must leave it alone.
 */
export async function setViewport(width: number, height: number): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse: (message: unknown) => Promise<{ executed: boolean }>;
  };
  const answer = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command: 'set-viewport', payload: { width, height } });
  if (!answer.executed) throw new Error('set-viewport is not available');
}

/** The test runner's default viewport. */
export const resetViewport = (): Promise<void> => setViewport(800, 600);
