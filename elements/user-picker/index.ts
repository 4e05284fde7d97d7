/**
 * The public surface of `<dkp-user-picker>` for a React host (the portal renders the component
 * in its own DOM; `register.ts` defines the custom element). Importing it adds the pickers'
 * styles to the document.
 */
import '../pickers/pickers.css';

export { UserPicker, MultiUserPicker, type UserPickerProps } from './UserPicker.tsx';
export { userPickerElement } from './user-picker.element.ts';
export type { PickedValue } from '../pickers/value-list.ts';
