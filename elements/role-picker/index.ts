/**
 * The public surface of `<dkp-role-picker>` for a React host (the portal renders the component
 * in its own DOM; `register.ts` defines the custom element). Importing it adds the pickers'
 * styles to the document.
 */
import '../pickers/pickers.css';

export { RolePicker, type RolePickerProps } from './RolePicker.tsx';
export { rolePickerElement } from './role-picker.element.ts';
export type { PickedValue } from '../pickers/value-list.ts';
