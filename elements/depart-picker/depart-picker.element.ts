import type { ElementDefinition } from '../define/element-definition.ts';
import { PICKER_CHANGE_EVENT, PICKER_CSS_PARTS, PICKER_MULTIPLE, PICKER_PLACEHOLDER } from '../pickers/picker-docs.ts';
import type { DepartPickerProps } from './DepartPicker.tsx';

/** `<dkp-depart-picker>`: the department picker of widgets-admin §2. */
export const departPickerElement = {
  tag: 'dkp-depart-picker',
  className: 'DkpDepartPicker',
  summary: "Picks departments: a read-only field with their names and a clear icon, opening the department tree.",
  description:
    'The dialog (500 px wide, the whole screen on a phone) shows the tree with its roots open. Single mode keeps one department checked; ' +
    'multiple mode checks linked (a department with those below it) or unlinked, as its switch says. `dkp-change` gives the stored values and the names, comma-joined.',
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The picked departments, comma-joined: their ids, or their codes with `value-field="orgCode"`. Written back on every pick.' },
    { ...PICKER_MULTIPLE, description: 'Several departments; one by default.' },
    { name: 'value-field', property: 'valueField', type: 'string', description: 'The stored field: `id` or `orgCode`.', default: 'id' },
    PICKER_PLACEHOLDER,
  ],
  events: [PICKER_CHANGE_EVENT],
  cssParts: PICKER_CSS_PARTS,
} as const satisfies ElementDefinition<DepartPickerProps>;
