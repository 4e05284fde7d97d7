import { msg, str } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';

/** Props of {@link SelectedList}. */
export interface SelectedListProps {
  items: readonly { key: string; label: string }[];
  onRemove(key: string): void;
}

/** The items picked so far in a picker dialog, each removable (widgets-admin §2 "selected-items"). */
export function SelectedList({ items, onRemove }: SelectedListProps) {
  return (
    <section className="dkp-pick-selected" aria-label={msg('已选择')} data-testid="pick-selected">
      <header>{msg(str`已选择 ${items.length} 项`)}</header>
      {items.length === 0 ? <p className="dkp-pick-empty">{msg('暂未选择')}</p> : null}
      <div className="dkp-pick-selected-items">
        {items.map((item) => (
          <SlTag key={item.key} size="small" removable data-testid={`pick-selected-${item.key}`} onSlRemove={() => onRemove(item.key)}>{item.label}</SlTag>
        ))}
      </div>
    </section>
  );
}
