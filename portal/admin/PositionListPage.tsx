import { msg } from '@lit/localize';
import { positionResource } from '../../shared/resources/position.ts';
import type { FormConfig } from '../kit/form-config.ts';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';

type Position = typeof positionResource;

const LIST: ListConfig<Position> = { columns: [{ key: 'code' }, { key: 'name' }, { key: 'postRank' }, { key: 'createTime' }] };

// Labels, required marks, lengths, the code's pattern and uniqueness and the rank's dictionary come from the definition.
const FORM: FormConfig<Position> = { titles: { add: () => msg('新增职务'), edit: () => msg('编辑职务') }, fields: ['code', 'name', 'postRank'] };

/** Positions (widgets-admin §2 "position", §3 "Job/position"): the kit's list page, nothing else. */
export function PositionListPage({ meta }: MenuPageProps) {
  return <ResourceListPage meta={meta} resource={positionResource} list={LIST} form={FORM} />;
}
