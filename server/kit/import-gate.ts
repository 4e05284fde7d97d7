import type { AppContext } from '../app-context.ts';
import { AppError } from '../lib/app-error.ts';
import { createWorkGate, type WorkGate } from '../lib/work-gate.ts';

// One gate per app (a process runs one), shared by every resource's import route.
const gates = new WeakMap<AppContext, WorkGate>();

/**
 * The queue every `importExcel` of the app passes through (issue 21): at most
 * `config.imports.concurrency` imports read, check and write at once, `config.imports.queue`
 * wait; one more is answered 503 `importBusy` with Retry-After before its file is read (the
 * unread body is discarded by Node once the answer is sent). An import holds its file, its
 * shared strings and its rows in memory, so the number at once is what bounds their sum.
 */
export function importGateOf(ctx: AppContext): WorkGate {
  let gate = gates.get(ctx);
  if (!gate) {
    // An import takes seconds, not the half second a password hash takes.
    gate = createWorkGate(ctx.config.imports, (seconds) => new AppError(503, 'importBusy', { seconds }, { 'retry-after': String(seconds) }), 5000);
    gates.set(ctx, gate);
  }
  return gate;
}
