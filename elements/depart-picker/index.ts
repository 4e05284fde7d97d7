/**
 * The public surface of `<dkp-depart-picker>` for a React host (the portal renders the
 * component in its own DOM; `register.ts` defines the custom element). Importing it adds the
 * pickers' styles to the document.
 */
import '../pickers/pickers.css';

export { DepartPicker, type DepartPickerProps } from './DepartPicker.tsx';
export { departPickerElement } from './depart-picker.element.ts';
export type { PickedValue } from '../pickers/value-list.ts';
