import { msg } from '@lit/localize';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { findMenuItem, menuTarget, type MenuTarget } from '../../shared/navigation/index.ts';
import type { LauncherApp } from '../../shared/schemas/launcher.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { NamedIcon } from '../components/NamedIcon.tsx';
import { useOpenTarget } from '../router/use-open-target.ts';

interface SpacePage {
  id: string;
  title: string;
  icon: string;
  target: MenuTarget;
}

/**
 * A special-space portal of the launcher (portal-shell §2.4), opened: its pages as the server
 * listed them for this user, titled from the user's `menu`; picking one leaves for that page.
 */
export function SpaceDialog({ space, menu, onClose }: { space: LauncherApp | null; menu: readonly MenuItem[]; onClose: () => void }) {
  const locale = useLocale();
  const openTarget = useOpenTarget();
  const pages: SpacePage[] = (space?.entryIds ?? []).flatMap((id) => {
    const item = findMenuItem(menu, id);
    const target = item && menuTarget(item);
    return item && target ? [{ id, title: menuTitle(item.meta, locale), icon: item.meta.icon, target }] : [];
  });

  const open = (page: SpacePage) => {
    onClose();
    openTarget(page.target);
  };

  return (
    <SlDialog
      label={space?.name ?? ''}
      open={space !== null}
      data-testid="space-dialog"
      // Shoelace's inner elements also emit sl-after-hide; only the dialog's own closes it.
      onSlAfterHide={(event) => event.target === event.currentTarget && onClose()}
    >
      <p className="space-description">{space?.description}</p>
      {pages.length ? (
        <ul className="space-pages" data-testid="space-pages">
          {pages.map((page) => (
            <li key={page.id}>
              <button type="button" className="space-page" data-testid={`space-page-${page.id}`} onClick={() => open(page)}>
                <NamedIcon name={page.icon} title={page.title} iconClass="space-page-icon" initialClass="space-page-initial" />
                {page.title}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="space-empty" data-testid="space-empty">
          {msg('此专区暂无您可访问的页面')}
        </p>
      )}
    </SlDialog>
  );
}
