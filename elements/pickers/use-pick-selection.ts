import { useState } from 'react';

/** The rows picked in a picker dialog, in the order picked, and how a click changes them. */
export interface PickSelection<R> {
  rows: readonly R[];
  keys: ReadonlySet<string>;
  /** A click on a row: multiple adds or removes it; single makes it the one row picked. */
  toggle(row: R): void;
  remove(key: string): void;
  /** Starts again from `rows` (the picker's value when the dialog opens; none when it closes). */
  reset(rows: readonly R[]): void;
}

/** The selection of a picker dialog over rows identified by `keyOf`. */
export function usePickSelection<R>(multiple: boolean, keyOf: (row: R) => string): PickSelection<R> {
  const [rows, setRows] = useState<readonly R[]>([]);
  const keys = new Set(rows.map(keyOf));
  return {
    rows,
    keys,
    toggle: (row) => {
      const key = keyOf(row);
      if (!multiple) return setRows(keys.has(key) ? [] : [row]);
      setRows(keys.has(key) ? rows.filter((r) => keyOf(r) !== key) : [...rows, row]);
    },
    remove: (key) => setRows(rows.filter((r) => keyOf(r) !== key)),
    reset: (next) => setRows(multiple ? next : next.slice(0, 1)),
  };
}
