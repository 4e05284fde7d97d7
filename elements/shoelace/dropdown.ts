import SlDropdown from '@shoelace-style/shoelace/dist/react/dropdown/index.js';
import SlDropdownElement from '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import { serializeOpenChanges } from './serial-open.ts';

// A menu opened again while its hide animation runs shows once the hide ends (serial-open.ts).
serializeOpenChanges(SlDropdownElement);

/** Shoelace's `<SlDropdown>`, reopenable mid-hide. Import it from here, not from Shoelace. */
export default SlDropdown;
