import { msg } from '@lit/localize';
import { dataProviderFor, type DataProvider, type InputOf } from '../../../shared/kit/index.ts';
import { departmentResource, type OrgType } from '../../../shared/resources/department.ts';
import { FIELD_RULES } from '../../../shared/schemas/field-rules.ts';
import { emailRule, type FieldRule } from '../../../shared/validation/index.ts';
import { choicesOf, type FormConfig, type FormValues } from '../../kit/form-config.ts';
import type { TreeFormTarget } from '../../kit/tree-config.ts';
import { departHeads, memberChoices, parentChoices, saveDepartHeads } from './depart-api.ts';

type Department = typeof departmentResource;
type DepartmentInput = InputOf<Department>;
/** What the department form saves: the department, and on edit its heads. */
export type DepartmentFormInput = DepartmentInput & { heads?: string[] };

/** Phone: a mobile or a landline (widgets-admin §5 "phone format error"), as the server checks it. */
const phoneRule: FieldRule = (value) =>
  !value.trim() || FIELD_RULES.mobile.test(value.trim()) || FIELD_RULES.landline.test(value.trim()) ? null : msg('电话号码格式不正确！');
/** Fax: a landline. */
const faxRule: FieldRule = (value) => (!value.trim() || FIELD_RULES.landline.test(value.trim()) ? null : msg('传真号码格式不正确！'));

const text = (values: FormValues, key: string) => (typeof values[key] === 'string' ? (values[key] as string).trim() : '');

/**
 * The department form (widgets-admin §3 "Organization: name, code, parent, type, phone,
 * email, fax, address, notes"; §5 rules): the code is shown read-only once the server gave it,
 * the parent is chosen from the tree (not the department itself nor its subtree), and an edit
 * names the department's heads among its members. `target` says which department it is about.
 */
export function departForm(target: () => TreeFormTarget): FormConfig<Department> {
  const editing = (values: FormValues) => !!text(values, 'orgCode');
  return {
    titles: { add: () => msg('新增部门'), edit: () => msg('编辑部门') },
    width: 640,
    // Labels, required marks, lengths, the type's dictionary and the sort number's range come from the definition.
    fields: [
      'departName',
      { key: 'orgCode', readonly: true, visible: editing, helpText: () => msg('由系统按上级机构生成') },
      { key: 'parentId', loadChoices: () => parentChoices(target().editing ?? undefined), placeholder: () => msg('无（顶级机构）') },
      // The server would fill it when absent; the form does not let it be cleared.
      { key: 'orgType', widget: 'radio', required: true },
      // Phone, fax and e-mail formats are the server's checks with their own words (no schema pattern).
      { key: 'phone', rules: [phoneRule], row: 'contact' }, { key: 'fax', rules: [faxRule], row: 'contact' },
      { key: 'email', rules: [emailRule] }, 'address', 'sortNo',
      // The heads are saved beside the department (saveDepartHeads), not an input of it.
      { key: 'heads', label: () => msg('负责人'), widget: 'select', multiple: true, visible: editing,
        loadChoices: () => (target().editing ? memberChoices(target().editing!) : Promise.resolve([])), helpText: () => msg('部门负责人可在本部门内授权') },
      { key: 'memo', widget: 'textarea' },
    ],
    initial: () => ({ parentId: target().parent ?? '', heads: [] }),
    // The heads are a field of the form; a department whose heads cannot be read opens with none.
    load: async (record) => ({ ...record, heads: await departHeads(record.id).catch(() => []) }),
    fromRecord: (record) => ({
      departName: record.departName, orgCode: record.orgCode, parentId: record.parentId ?? '', orgType: record.orgType,
      phone: record.phone, fax: record.fax, email: record.email, address: record.address, sortNo: String(record.sortNo), memo: record.memo,
      heads: (record as { heads?: string[] }).heads ?? [],
    }),
    toInput: (values) => {
      const input: DepartmentFormInput = {
        departName: text(values, 'departName'), parentId: text(values, 'parentId'), orgType: text(values, 'orgType') as OrgType,
        phone: text(values, 'phone'), fax: text(values, 'fax'), email: text(values, 'email'), address: text(values, 'address'),
        memo: text(values, 'memo'), sortNo: Number(text(values, 'sortNo') || 0),
      };
      if (editing(values)) input.heads = choicesOf(values.heads);
      return input;
    },
  };
}

const plain = dataProviderFor(departmentResource);

/**
 * The department data provider of the page: the kit's, whose edit also saves the heads the
 * form names (`saveHeads`, beside the kit's `edit`).
 */
export const departmentProvider: DataProvider<Department> = {
  ...plain,
  async update({ id, variables }) {
    const { heads, ...input } = variables as DepartmentFormInput;
    const saved = await plain.update({ id, variables: input });
    if (heads) await saveDepartHeads(id, heads);
    return saved;
  },
};
