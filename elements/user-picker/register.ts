import { defineElement } from '../define/define-element.tsx';
import css from '../pickers/pickers.css?inline';
import { UserPicker } from './UserPicker.tsx';
import { userPickerElement } from './user-picker.element.ts';

/** The `<dkp-user-picker>` class, registered on import. */
export const UserPickerElement = defineElement(userPickerElement, UserPicker, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-user-picker': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; value: string | undefined; multiple: boolean | undefined; valueField: string | undefined; placeholder: string | undefined };
  }
}
