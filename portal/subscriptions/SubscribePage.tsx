import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SubscriptionPanel } from '../../elements/subscriptions/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { $permissions } from '../../shared/stores/index.ts';
import { PageView } from '../pages/MenuPage.tsx';
import { reportPages } from './report-page.ts';

/** The query parameter naming the chosen report page, so the choice survives a reload or a link. */
const CHOSEN = 'permissionId';

/**
 * The standalone `/subscribe` page (portal-shell §2.1, §2.7): a chooser of the report pages the
 * user can open, then the subscriptions of the chosen one (the list of `<dkp-subscriptions>`).
 * With none chosen the list is empty and 新增 says '请选择一个菜单!'.
 */
export function SubscribePage() {
  const locale = useLocale();
  const permissions = useStore($permissions);
  const canList = usePermission(PERMISSION_CODES.subscribeList);
  const [params, setParams] = useSearchParams();
  const pages = useMemo(() => (permissions.status === 'ready' ? reportPages(permissions.value.menu) : []), [permissions]);
  const asked = params.get(CHOSEN) ?? '';
  const chosen = pages.some((page) => (page.meta.id || page.id) === asked) ? asked : '';

  return (
    <PageView title={msg('报表订阅')}>
      {!canList ? (
        <SlAlert variant="warning" open data-testid="subscribe-forbidden">{msg('抱歉，您无权查看此页面。')}</SlAlert>
      ) : (
        <>
          <div className="dkp-subs-chooser">
            <SlSelect label={msg('报表菜单')} placeholder={msg('请选择一个菜单!')} value={chosen} clearable hoist data-testid="subscribe-menu"
              onSlChange={(event) => {
                const value = String((event.target as unknown as { value: string }).value ?? '');
                setParams(value ? { [CHOSEN]: value } : {}, { replace: true });
              }}>
              {pages.map((page) => <SlOption key={page.id} value={page.meta.id || page.id}>{menuTitle(page.meta, locale)}</SlOption>)}
            </SlSelect>
          </div>
          <SubscriptionPanel permissionId={chosen} />
        </>
      )}
    </PageView>
  );
}
