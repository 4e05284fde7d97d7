import type { ElementDefinition } from '../define/element-definition.ts';
import { PICKER_CHANGE_EVENT, PICKER_CSS_PARTS, PICKER_MULTIPLE, PICKER_PLACEHOLDER } from '../pickers/picker-docs.ts';
import type { RolePickerProps } from './RolePicker.tsx';

/** `<dkp-role-picker>`: the role picker of widgets-admin §2. */
export const rolePickerElement = {
  tag: 'dkp-role-picker',
  className: 'DkpRolePicker',
  summary: "Picks roles: a read-only field with their names opening the tenant's roles, searchable by name and paged.",
  attributes: [
    { name: 'value', property: 'value', type: 'string', description: 'The picked roles\' ids, comma-joined. Written back on every pick.' },
    { ...PICKER_MULTIPLE, description: 'Several roles; one by default.' },
    PICKER_PLACEHOLDER,
  ],
  events: [PICKER_CHANGE_EVENT],
  cssParts: PICKER_CSS_PARTS,
} as const satisfies ElementDefinition<RolePickerProps>;
