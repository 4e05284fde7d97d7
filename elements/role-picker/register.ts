import { defineElement } from '../define/define-element.tsx';
import css from '../pickers/pickers.css?inline';
import { RolePicker } from './RolePicker.tsx';
import { rolePickerElement } from './role-picker.element.ts';

/** The `<dkp-role-picker>` class, registered on import. */
export const RolePickerElement = defineElement(rolePickerElement, RolePicker, [css]);

declare global {
  interface HTMLElementTagNameMap {
    'dkp-role-picker': HTMLElement & { apiBase: string | null; locale: string | null; token: string | null; value: string | undefined; multiple: boolean | undefined; placeholder: string | undefined };
  }
}
