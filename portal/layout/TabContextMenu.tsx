import { msg } from '@lit/localize';
import { useEffect, useRef } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { TAB_ACTIONS, type TabAction } from '../../shared/layout/index.ts';

interface TabContextMenuProps {
  x: number;
  y: number;
  onAction: (action: TabAction) => void;
  onClose: () => void;
}

function label(action: TabAction): string {
  switch (action) {
    case 'refresh':
      return msg('刷新');
    case 'close-left':
      return msg('关闭左侧');
    case 'close-right':
      return msg('关闭右侧');
    case 'close-others':
      return msg('关闭其他');
  }
}

/**
 * The right-click menu of a tab (portal-shell §2.4 "Right-click menu on a tab with keys 1
 * to 4: refresh, close left, close right, close others"). Keys 1–4 choose an action, Escape
 * or a click elsewhere closes it.
 */
export function TabContextMenu({ x, y, onAction, onClose }: TabContextMenuProps) {
  useLocale();
  const ref = useRef<HTMLUListElement>(null);

  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      const action = TAB_ACTIONS[Number(event.key) - 1];
      if (action) {
        event.preventDefault();
        onAction(action);
      } else if (event.key === 'Escape') onClose();
    };
    const onPointer = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [onAction, onClose]);

  return (
    <ul className="tab-context-menu" role="menu" ref={ref} style={{ left: x, top: y }} data-testid="tab-context-menu">
      {TAB_ACTIONS.map((action, index) => (
        <li key={action} role="none">
          <button type="button" role="menuitem" data-testid={`tab-action-${action}`} onClick={() => onAction(action)}>
            <kbd>{index + 1}</kbd> {label(action)}
          </button>
        </li>
      ))}
    </ul>
  );
}
