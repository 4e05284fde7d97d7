/**
 * Resolves in a later task of the event loop (a message, not a timer): every promise
 * continuation queued before the call has run by then, since the browser runs all
 * microtasks before it takes the next task. Not a wait for time: use it after an event the
 * test observed, to know that what the code does next in promise continuations is done.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The next `type` event dispatched on `target` itself (not one bubbling up from inside it). */
export function nextEvent(target: EventTarget, type: string): Promise<Event> {
  return new Promise((resolve) => {
    const listener = (event: Event) => {
      if (event.target !== target) return;
      target.removeEventListener(type, listener);
      resolve(event);
    };
    target.addEventListener(type, listener);
  });
}
