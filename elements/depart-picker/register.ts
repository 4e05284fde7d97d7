import { defineElement } from '../define/define-element.tsx';
import css from '../pickers/pickers.css?inline';
import { DepartPicker } from './DepartPicker.tsx';
import { departPickerElement } from './depart-picker.element.ts';

/** The `<dkp-depart-picker>` class, registered on import. */
export const DepartPickerElement = defineElement(departPickerElement, DepartPicker, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-depart-picker': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; value: string | undefined; multiple: boolean | undefined; valueField: string | undefined; placeholder: string | undefined };
  }
}
