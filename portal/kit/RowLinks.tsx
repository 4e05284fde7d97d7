import { msg } from '@lit/localize';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import { SlDropdown } from '../../elements/shoelace/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { DownCaret } from './DownCaret.tsx';
import './kit.css';

/** One action of a table row. */
export interface RowLink {
  /** Its test id, on the link or on its entry under 更多. */
  testId: string;
  label: string;
  /** Drawn in the danger colour (delete, freeze…); the action asks its own question. */
  danger?: boolean;
  onClick: () => void;
}

/** How many actions a row shows as links before the rest go under 更多. */
export const INLINE_ROW_LINKS = 2;

/**
 * The actions of a table row as Ant Design Pro and vue-vben-admin lay them out: text links
 * divided by a thin rule, and when there are more than {@link INLINE_ROW_LINKS}, the first
 * one as a link and the others under a 更多 dropdown — narrow enough that the sticky
 * actions column leaves the row's own cells in view on a phone. Nothing shown, nothing drawn.
 */
export function RowLinks({ links, moreTestId }: { links: readonly RowLink[]; moreTestId: string }) {
  useLocale();
  if (links.length === 0) return null;
  const inline = links.length <= INLINE_ROW_LINKS ? links : links.slice(0, INLINE_ROW_LINKS - 1);
  const more = links.slice(inline.length);
  return (
    <div className="kit-row-actions">
      {inline.map((link) => (
        <button key={link.testId} type="button" className={link.danger ? 'kit-link danger' : 'kit-link'} data-testid={link.testId} onClick={link.onClick}>
          {link.label}
        </button>
      ))}
      {more.length ? (
        <SlDropdown hoist placement="bottom-end" className="kit-row-more">
          <button slot="trigger" type="button" className="kit-link" data-testid={moreTestId} aria-haspopup="menu">
            {msg('更多')}
            <DownCaret />
          </button>
          <SlMenu onSlSelect={(event) => more.find((link) => link.testId === event.detail.item.value)?.onClick()}>
            {more.map((link) => (
              <SlMenuItem key={link.testId} value={link.testId} className={link.danger ? 'kit-menu-danger' : undefined} data-testid={link.testId}>
                {link.label}
              </SlMenuItem>
            ))}
          </SlMenu>
        </SlDropdown>
      ) : null}
    </div>
  );
}
