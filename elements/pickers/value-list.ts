/** The separator of a picker's value and text (widgets-admin §9 "multi-select separator comma"). */
export const VALUE_SEPARATOR = ',';

/** The values of a comma-joined text, trimmed, without empties or repeats. */
export function splitValues(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set(text.split(VALUE_SEPARATOR).map((part) => part.trim()).filter(Boolean))];
}

/** Values joined the way pickers return them. */
export const joinValues = (values: readonly string[]): string => values.join(VALUE_SEPARATOR);

/** What every picker reports: the stored values and the shown texts, each comma-joined, in the same order. */
export interface PickedValue {
  value: string;
  text: string;
}

/** The picked value of `items`: `valueOf` and `textOf` of each, comma-joined. */
export function pickedOf<T>(items: readonly T[], valueOf: (item: T) => string, textOf: (item: T) => string): PickedValue {
  return { value: joinValues(items.map(valueOf)), text: joinValues(items.map(textOf)) };
}
