import type { ElementDefinition } from '../define/element-definition.ts';
import { PICKER_CHANGE_EVENT, PICKER_CSS_PARTS, PICKER_MULTIPLE, PICKER_PLACEHOLDER } from '../pickers/picker-docs.ts';
import type { UserPickerProps } from './UserPicker.tsx';

/** `<dkp-user-picker>`: the user picker by department of widgets-admin §2 (single, or the multi-user picker). */
export const userPickerElement = {
  tag: 'dkp-user-picker',
  className: 'DkpUserPicker',
  summary: 'Picks users: a read-only field with their names opening the user picker by department.',
  description:
    'The dialog (1250 px wide, the whole screen on a phone) shows the department tree, the tenant\'s users searchable by account and paged (5, 10, 20, 30), and the users picked. ' +
    "'OK' sets the value, emits `dkp-change` and closes; single mode with no user picked says 'Please select a record'. Signed out, it offers sign-in.",
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The picked users, comma-joined: their accounts, or their ids with `value-field="id"`. Written back on every pick.' },
    { ...PICKER_MULTIPLE, description: 'Several users (the multi-user picker); one by default.' },
    { name: 'value-field', property: 'valueField', type: 'string', description: 'What the value holds: `username` or `id`.', default: 'username' },
    PICKER_PLACEHOLDER,
  ],
  events: [PICKER_CHANGE_EVENT],
  cssParts: PICKER_CSS_PARTS,
} as const satisfies ElementDefinition<UserPickerProps>;
