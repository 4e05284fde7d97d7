/** How many values an editor remembers having sent; a host lags a few keystrokes at most. */
const KEPT = 100;

/**
 * The values an editor sent to its host, so that their echoes are told from a value set from
 * outside. A host hears each change and hands the value back as a prop; on a busy page React
 * may render an older one after the user has typed on (the editor's input is handled outside
 * React's events), and putting it back would throw away what was typed since and move the caret.
 */
export class Echoes {
  private readonly sent: string[] = [];

  /** Remembers a value the editor sent. */
  sentValue(value: string): void {
    this.sent.push(value);
    if (this.sent.length > KEPT) this.sent.shift();
  }

  /** Whether `value`, now given back as a prop, is one the editor sent (forgetting it and every older one). */
  isEcho(value: string): boolean {
    const at = this.sent.indexOf(value);
    if (at < 0) return false;
    this.sent.splice(0, at + 1);
    return true;
  }
}
