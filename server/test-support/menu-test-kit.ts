import type { MenuInput } from '../../shared/resources/menu.ts';

/** A whole menu input with the schema's defaults, for tests: a first-level portal page unless `values` say otherwise. */
export function menuInput(values: Partial<MenuInput> & Pick<MenuInput, 'name'>): MenuInput {
  return {
    nameEn: '', nameTc: '', menuType: 0, category: 'portal', url: '', component: '', componentName: '', redirect: '', icon: '',
    sortNo: 0, hidden: false, isRoute: true, alwaysShow: false, keepAlive: false, perms: '', permsType: '1', status: '1',
    ...values,
  };
}
