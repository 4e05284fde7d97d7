import { msg } from '@lit/localize';
import { Link } from 'react-router';
import type { SearchRecord } from '../../shared/schemas/search.ts';
import { markedText } from './marked-text.tsx';

/**
 * One search result: the page's (or article's) title as a link, an article's passage with the
 * matched words marked, and its breadcrumb trail. It opens by the
 * rule of the menu search (portal-shell §2.4): an external http(s) URL in a new tab, any
 * other page through the router.
 */
export function SearchHit({ record }: { record: SearchRecord }) {
  // The server only sends http(s) URLs; checking again keeps a `javascript:` link out even so.
  const safeExternal = record.external && /^https?:\/\//i.test(record.path);
  return (
    <li className="search-hit" data-testid={`search-hit-${record.id}`}>
      {record.external ? (
        <a className="search-hit-title" href={safeExternal ? record.path : undefined} target="_blank" rel="noopener noreferrer">
          {record.title}
          <span className="search-hit-external">{msg('（新窗口打开）')}</span>
        </a>
      ) : (
        <Link className="search-hit-title" to={record.path}>
          {record.titleHtml ? markedText(record.titleHtml) : record.title}
        </Link>
      )}
      {record.snippet ? <p className="search-hit-snippet" data-testid="search-hit-snippet">{markedText(record.snippet)}</p> : null}
      {record.trail.length ? (
        <ol className="search-hit-trail" aria-label={msg('所在位置')} data-testid="search-hit-trail">
          {record.trail.map((title, index) => (
            <li key={index}>{title}</li>
          ))}
        </ol>
      ) : null}
      <small className="search-hit-path">{record.path}</small>
    </li>
  );
}
