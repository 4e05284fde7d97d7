import { useEffect, useRef, useState } from 'react';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { pickedOf, splitValues, type PickedValue } from './value-list.ts';

/** How a picker turns its value into items and back. */
export interface PickerValueOptions<R> {
  /** The value given (comma-joined), by the host's attribute or a React parent. */
  value: string | undefined;
  /** The items of some values (their names), in any order; values not found are shown as they are. */
  resolve(values: string[]): Promise<R[]>;
  valueOf(item: R): string;
  textOf(item: R): string;
  /** Told of every pick the user makes (a React host's handler). */
  onChange?: ((picked: PickedValue) => void) | undefined;
}

/**
 * The value of a picker: the items of the given value (resolved to their names when it
 * changes), and `pick`, which makes new items the value, tells the React host, emits
 * `dkp-change` from the element and writes the element's `value` attribute, so that a page
 * reading `element.value` or the attribute sees the pick.
 */
export function usePickerValue<R>({ value = '', resolve, valueOf, textOf, onChange }: PickerValueOptions<R>) {
  const [items, setItems] = useState<readonly R[]>([]);
  const [unresolved, setUnresolved] = useState<string[]>([]);
  const current = useRef<string | null>(null);
  const host = useElementHost();
  const emit = useEmit();

  useEffect(() => {
    if (value === current.current) return undefined;
    current.current = value;
    const values = splitValues(value);
    let live = true;
    setUnresolved(values);
    setItems([]);
    resolve(values).then(
      (found) => {
        if (!live) return;
        const byValue = new Map(found.map((item) => [valueOf(item), item]));
        setItems(values.flatMap((v) => (byValue.has(v) ? [byValue.get(v)!] : [])));
        setUnresolved(values.filter((v) => !byValue.has(v)));
      },
      () => undefined,
    );
    return () => { live = false; };
    // Only a new value is resolved again; the functions are the picker's own.
  }, [value]);

  const pick = (next: readonly R[]) => {
    const picked = pickedOf(next, valueOf, textOf);
    current.current = picked.value;
    setItems(next);
    setUnresolved([]);
    host?.setAttribute('value', picked.value);
    onChange?.(picked);
    emit('dkp-change', picked);
  };
  const text = [...items.map(textOf), ...unresolved].join(',');
  return { items, text, pick, clear: () => pick([]) };
}
