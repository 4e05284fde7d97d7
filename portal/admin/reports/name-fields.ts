import { msg } from '@lit/localize';
import { codeCharsRule, maxLengthRule } from '../../../shared/validation/index.ts';
import type { FormFieldConfig } from '../../kit/form-config.ts';

/** The code of a data source or report: unique, letters, digits, '_' and '-', as the server takes it. */
export const CODE_FIELD: FormFieldConfig = {
  key: 'code', label: () => msg('编码'), widget: 'input', required: true, maxlength: 64, unique: true, rules: [codeCharsRule, maxLengthRule(64)],
};

/** The name in Chinese (required) and in English and traditional Chinese (blank: as in Chinese), side by side on a wide screen. */
export const NAME_FIELDS: FormFieldConfig[] = [
  { key: 'name', label: () => msg('名称'), widget: 'input', required: true, maxlength: 100, rules: [maxLengthRule(100)], row: 'names' },
  { key: 'nameEn', label: () => msg('英文名称'), widget: 'input', maxlength: 100, rules: [maxLengthRule(100)], row: 'names' },
  { key: 'nameTc', label: () => msg('繁体名称'), widget: 'input', maxlength: 100, rules: [maxLengthRule(100)], row: 'names' },
];
