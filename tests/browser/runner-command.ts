/**
 * Runs one of Web Test Runner's built-in commands (`set-viewport`, `send-keys`, … what
 * @web/test-runner-commands does) in the runner, which drives the test page through
 * Playwright. The runner's socket module is imported by a computed name: it exists only in
 * the test page, and the test bundler must leave it alone.
 */
export async function runnerCommand(command: string, payload: unknown): Promise<void> {
  const sessionId = new URL(location.href).searchParams.get('wtr-session-id');
  const socketModule = '/__web-dev-server__web-socket.js';
  const { sendMessageWaitForResponse } = (await import(/* @vite-ignore */ socketModule)) as {
    sendMessageWaitForResponse: (message: unknown) => Promise<{ executed: boolean }>;
  };
  const answer = await sendMessageWaitForResponse({ type: 'wtr-command', sessionId, command, payload });
  if (!answer.executed) throw new Error(`${command} is not available`);
}

/** Types `text` with the keyboard into whatever has focus, key by key, as a user does. */
export const typeKeys = (text: string): Promise<void> => runnerCommand('send-keys', { type: text });

/** An input method's composition in progress (the pinyin `text` shown underlined) in whatever has focus (web-test-runner.config.mjs). */
export const imeCompose = (text: string): Promise<void> => runnerCommand('ime', { composition: text });
/** Ends the input method's composition with the characters chosen, `text`. */
export const imeCommit = (text: string): Promise<void> => runnerCommand('ime', { commit: text });
