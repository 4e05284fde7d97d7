import type { ElementDefinition } from '../define/element-definition.ts';
import type { SubscriptionsProps } from './Subscriptions.tsx';

/** `<dkp-subscriptions>`: the subscription drawer of one report page (portal-shell §2.7). */
export const subscriptionsElement = {
  tag: 'dkp-subscriptions',
  className: 'DkpSubscriptions',
  summary: 'The subscription drawer of one report page: who receives it on which push plan, as a picture, a PDF or both.',
  description:
    'A drawer 1000 px wide (the whole width under 700 px) listing the page\'s subscriptions, rows of the same plan and type merged with their users comma-joined; ' +
    'filters by type and plan; 新增, 编辑 (user accounts, type, plans), 删除 and 批量删除, each shown with the permission `system:subscribe:add`, `:edit` or `:delete` ' +
    '(the list needs `system:subscribe:list`). A save or delete shows the server\'s message as a success, or as a warning when refused; adding without `permission-id` ' +
    'says \'请选择一个菜单!\'. Closing removes `open` and emits `dkp-subscriptions-close`. Signed out, it offers sign-in.',
  attributes: [
    { name: 'permission-id', property: 'permissionId', type: 'string', description: 'The report page\'s menu entry id whose subscriptions are shown.' },
    { name: 'open', property: 'open', type: 'boolean', description: 'The drawer is open; removed by the element when the user closes it.', default: 'false' },
  ],
  events: [
    { name: 'dkp-subscriptions-close', description: 'The user closed the drawer. `detail`: `{permissionId}`.' },
    { name: 'dkp-subscription-change', description: 'A subscription was saved or deleted. `detail`: `{permissionId, action}` with `action` `add`, `edit` or `delete`.' },
  ],
  cssParts: [
    { name: 'drawer', description: 'The drawer.' },
    { name: 'panel', description: 'Filters, buttons, table and pager.' },
    { name: 'toolbar', description: 'The filters and the 新增 and 批量删除 buttons.' },
    { name: 'table', description: 'The box the table scrolls in.' },
    { name: 'pager', description: 'The pager, when the server pages the list.' },
    { name: 'form', description: 'The add/edit dialog.' },
  ],
} as const satisfies ElementDefinition<SubscriptionsProps>;
