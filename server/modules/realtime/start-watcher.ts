import type { StartedAnnouncement } from '../announcements/index.ts';
import type { Hub } from './hub.ts';
import { announcementPush } from './push-events.ts';

/** How often a process looks for announcements whose start time has come. */
export const START_CHECK_INTERVAL_MS = 5_000;

/** What the start watcher needs: the clock, the query, this process's hub. */
export interface StartWatcherOptions {
  now(): Date;
  /** The released announcements whose start falls in `(after, upTo]` (announcement-start-repository.ts). */
  startedBetween(after: Date, upTo: Date): Promise<StartedAnnouncement[]>;
  hub: Pick<Hub, 'deliver'>;
  log(message: string): void;
  /** Pause between checks; tests may shorten it, or call `check()` themselves. */
  intervalMs?: number;
}

/**
 * Tells the audience of an announcement released with a later start time when that start
 * comes (portal-shell §2.6/§4: a 'topic' push reloads notices and announcements); the release
 * itself pushed nothing, since the lists did not show it yet.
 *
 * Every process runs its own watcher and writes to the sockets of its own hub only, never
 * through the relay's NOTIFY: each socket is held by exactly one process, so each socket hears
 * each start once, with no coordination between processes. The watcher remembers the last
 * moment it checked, starting at its creation: a start that passed while no process ran is
 * simply shown at the clients' next load. Checks run one after another, so two never cover
 * the same span; a failed check keeps its mark and its span is looked at again next time.
 */
export function createStartWatcher(options: StartWatcherOptions) {
  let checkedUpTo = options.now();
  let running: Promise<void> = Promise.resolve();

  const checkOnce = async () => {
    const upTo = options.now();
    if (upTo.getTime() <= checkedUpTo.getTime()) return;
    const started = await options.startedBetween(checkedUpTo, upTo);
    checkedUpTo = upTo;
    for (const announcement of started) {
      const push = announcementPush(announcement);
      if (push) options.hub.deliver(push.recipients, Buffer.from(push.text));
    }
  };
  /** Looks once for starts since the last check and pushes them; resolves when done (never rejects). */
  const check = (): Promise<void> => {
    running = running.then(checkOnce).catch((error: unknown) => {
      options.log(`announcement start check failed: ${(error as Error).message}`);
    });
    return running;
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? START_CHECK_INTERVAL_MS).unref();

  return {
    check,
    /** Stops the timer; resolves once a check under way has finished. */
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
