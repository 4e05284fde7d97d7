import type { FormFieldDecl } from '../../kit/form-config.ts';

/** The code of a data source or report: label, required mark, length, pattern and uniqueness from its definition. */
export const CODE_FIELD = { key: 'code' } as const satisfies FormFieldDecl;

/** The name in Chinese (required) and in English and traditional Chinese (blank: as in Chinese), side by side on a wide screen; the rest from the definition. */
export const NAME_FIELDS: FormFieldDecl[] = [{ key: 'name', row: 'names' }, { key: 'nameEn', row: 'names' }, { key: 'nameTc', row: 'names' }];
