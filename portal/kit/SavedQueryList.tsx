import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { SavedQuery } from '../../shared/kit/query-rules.ts';

interface SavedQueryListProps {
  queries: readonly SavedQuery[];
  onLoad: (query: SavedQuery) => void;
  onDelete: (title: string) => void;
}

/** The saved queries of the page beside the conditions: a click loads one, the remove button asks to delete it. */
export function SavedQueryList({ queries, onLoad, onDelete }: SavedQueryListProps) {
  return (
    <section className="kit-saved-queries" aria-labelledby="kit-saved-queries-title" data-testid="saved-queries">
      <h3 id="kit-saved-queries-title">{msg('保存的查询')}</h3>
      {queries.length === 0 ? <p className="admin-hint" data-testid="saved-queries-empty">{msg('暂无保存的查询')}</p> : (
        <ul>
          {queries.map((q) => (
            <li key={q.title} data-testid="saved-query" data-title={q.title}>
              <button type="button" className="kit-saved-query-load" data-testid="saved-query-load" onClick={() => onLoad(q)}>{q.title}</button>
              <SlButton size="small" variant="text" data-testid="saved-query-delete" onClick={() => onDelete(q.title)}>{msg('删除')}</SlButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
