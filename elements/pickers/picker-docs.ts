/** What the three picker elements document alike (their definitions add their own). Node-safe. */

/** The `multiple` attribute; each picker words its description. */
export const PICKER_MULTIPLE = { name: 'multiple', property: 'multiple', type: 'boolean', default: 'false' } as const;

/** The `placeholder` attribute. */
export const PICKER_PLACEHOLDER = { name: 'placeholder', property: 'placeholder', type: 'string', description: 'The text of the empty field; a "please select" text of the page\'s language by default.' } as const;

/** The event of every pick. */
export const PICKER_CHANGE_EVENT = {
  name: 'dkp-change',
  description: "The user picked (or cleared with the field's icon). `detail.value`: the stored values, `detail.text`: the names, each comma-joined in the same order.",
} as const;

/** The parts a page may style. */
export const PICKER_CSS_PARTS = [
  { name: 'field', description: 'The field: the names, the clear icon and the button.' },
  { name: 'input', description: 'The read-only box with the names.' },
  { name: 'button', description: "The 'select' button." },
  { name: 'dialog', description: 'The picker dialog.' },
] as const;
