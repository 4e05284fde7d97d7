import type { ReactNode } from 'react';
import './empty-state.css';

/**
 * An empty box drawn inline (the shape of Ant Design's "simple" empty image), so that nothing is
 * downloaded; it takes the theme's neutral colours.
 */
function EmptyPicture() {
  return (
    <svg className="empty-state-picture" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse className="empty-state-shadow" cx="32" cy="33" rx="32" ry="7" />
        <g className="empty-state-box" fillRule="nonzero">
          <path d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path className="empty-state-lid" d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z" />
        </g>
      </g>
    </svg>
  );
}

/**
 * What a place with nothing to show says (a list without rows, a page not built yet): the
 * picture, a line, perhaps a second one, and the action that fills it (新增) when there is one.
 */
export function EmptyState({ title, description, children, testId }: { title: string; description?: string; children?: ReactNode; testId?: string }) {
  return (
    <div className="empty-state" data-testid={testId}>
      <EmptyPicture />
      <p className="empty-state-title">{title}</p>
      {description ? <p className="empty-state-description">{description}</p> : null}
      {children ? <div className="empty-state-actions">{children}</div> : null}
    </div>
  );
}
