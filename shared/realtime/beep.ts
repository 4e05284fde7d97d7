let context: AudioContext | null = null;

/**
 * Plays a short, quiet beep with Web Audio (no sound file to ship or fetch). Silent where
 * Web Audio is missing, or while the browser still blocks audio before the user's first
 * gesture on the page.
 */
export function beep(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    void context.resume().catch(() => undefined);
    const start = context.currentTime;
    const tone = context.createOscillator();
    const gain = context.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.2);
    tone.connect(gain).connect(context.destination);
    tone.start(start);
    tone.stop(start + 0.2);
  } catch {
    // A sound is a nicety: never let it break the push that triggered it.
  }
}
