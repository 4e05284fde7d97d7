import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { FavouriteStar } from './FavouriteStar.tsx';

/**
 * What sits beside a report page's title: the favourite star (portal-shell §4: "the star is
 * shown only on report pages"). The report's own controls join it here.
 */
export function ReportPageActions({ meta }: { meta: MenuMeta }) {
  return <FavouriteStar menuId={meta.id} />;
}
