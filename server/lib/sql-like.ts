/**
 * A `LIKE`/`ILIKE` pattern matching `text` anywhere: its `\`, `%` and `_` escaped (PostgreSQL's
 * default escape character is the backslash), so a user's key is only ever plain text.
 */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
