import { runnerCommand } from './runner-command.ts';

/**
 * Resizes the test page's viewport through Web Test Runner's built-in `set-viewport` command
 * (what `setViewport` of @web/test-runner-commands does), so that media queries of a phone
 * apply.
 */
export const setViewport = (width: number, height: number): Promise<void> => runnerCommand('set-viewport', { width, height });

/** The test runner's default viewport. */
export const resetViewport = (): Promise<void> => setViewport(800, 600);
