import { msg } from '@lit/localize';
import { positionResource } from '../../shared/resources/position.ts';
import { codeCharsRule, maxLengthRule } from '../../shared/validation/index.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Position = typeof positionResource;

const LIST: ListConfig<Position> = {
  columns: [{ key: 'code' }, { key: 'name' }, { key: 'postRank' }, { key: 'createTime' }],
};

const FORM: FormConfig<Position> = {
  titles: { add: () => msg('新增职务'), edit: () => msg('编辑职务') },
  fields: [
    { key: 'code', label: () => msg('职务编码'), widget: 'input', required: true, maxlength: 64, unique: true, rules: [codeCharsRule, maxLengthRule(64)] },
    { key: 'name', label: () => msg('职务名称'), widget: 'input', required: true, maxlength: 100, rules: [maxLengthRule(100)] },
    { key: 'postRank', label: () => msg('职级'), widget: 'select', dictCode: 'position_rank' },
  ],
};

/** Positions (widgets-admin §2 "position", §3 "Job/position"): the kit's list page, nothing else. */
export function PositionListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={positionResource} list={LIST} form={FORM} />;
}
