import { msg } from '@lit/localize';
import { positionResource } from '../../shared/resources/position.ts';
import type { FormSpec } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Position = typeof positionResource;

const LIST: ListConfig<Position> = {
  columns: [{ key: 'code' }, { key: 'name' }, { key: 'postRank' }, { key: 'createTime' }],
};

// Labels, required marks, lengths and the code's pattern come from the definition.
const FORM: FormSpec<Position> = {
  titles: { add: () => msg('新增职务'), edit: () => msg('编辑职务') },
  fields: [{ key: 'code', widget: 'input', unique: true }, { key: 'name', widget: 'input' }, { key: 'postRank', widget: 'select', dictCode: 'position_rank' }],
};

/** Positions (widgets-admin §2 "position", §3 "Job/position"): the kit's list page, nothing else. */
export function PositionListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={positionResource} list={LIST} form={FORM} />;
}
