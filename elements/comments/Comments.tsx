import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useCallback, useEffect, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session, isSessionLive } from '../../shared/stores/session.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { CommentEntry } from './CommentEntry.tsx';
import { CommentForm } from './CommentForm.tsx';
import { COMMENTS_PAGE, deleteComment, fetchComments, postComment, type Comment } from './comments-api.ts';

/** Attributes of `<dkp-comments>` and props of {@link Comments}. */
export interface CommentsProps {
  /** The board: an article's id, or a page's path ('/report/history'). */
  pageKey?: string;
}

/**
 * `<dkp-comments>` (issue 24; widgets-admin §2, §3, §5, §8, §9): the message board of a page —
 * post a comment, reply to one, delete one's own (with its replies, after a warning), newest
 * first, more on demand. What the server says (success, or why not) shows under the form.
 */
export function Comments({ pageKey = '' }: CommentsProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可查看和发表留言')} />;
  return pageKey ? <Board pageKey={pageKey} /> : null;
}

function Board({ pageKey }: { pageKey: string }) {
  const [count, setCount] = useState(COMMENTS_PAGE);
  const [page, setPage] = useState<{ records: Comment[]; total: number } | null>(null);
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const load = useCallback(async () => {
    try {
      setPage(await fetchComments(pageKey, count));
    } catch (error) {
      setStatus({ text: failureText(error), failed: true });
    }
  }, [pageKey, count]);
  useEffect(() => { void load(); }, [load]);

  /** Runs a write, says what the server answered, reads the board again; true when done. */
  const write = async (work: () => Promise<string>): Promise<boolean> => {
    try {
      setStatus({ text: await work(), failed: false });
      await load();
      return true;
    } catch (error) {
      setStatus({ text: failureText(error), failed: true });
      return false;
    }
  };

  return (
    <section className="dkp-comments" part="board" data-testid="comments">
      <h3 className="dkp-comments-title">{msg('留言')}{page ? ` (${page.total})` : ''}</h3>
      <CommentForm submitLabel={msg('发表留言')} emptyText={msg('留言内容不能为空！')} testId="comment-form" onSubmit={(content) => write(() => postComment(pageKey, content))} />
      {status ? <p className={status.failed ? 'dkp-comment-error' : 'dkp-comment-status'} role={status.failed ? 'alert' : 'status'} data-testid="comments-status">{status.text}</p> : null}
      {page && page.records.length === 0 ? <p className="dkp-comments-empty" data-testid="comments-empty">{msg('还没有留言，来说第一句吧')}</p> : null}
      <ol className="dkp-comment-list" part="list">
        {page?.records.map((comment) => (
          <CommentEntry key={comment.id} comment={comment} actions={{
            reply: (content) => write(() => postComment(pageKey, content, comment.id)),
            remove: async () => { await write(() => deleteComment(comment.id)); },
          }}>
            {comment.replies.length ? (
              <ol className="dkp-comment-replies">
                {comment.replies.map((reply) => (
                  <CommentEntry key={reply.id} comment={reply} actions={{ remove: async () => { await write(() => deleteComment(reply.id)); } }} />
                ))}
              </ol>
            ) : null}
          </CommentEntry>
        ))}
      </ol>
      {page && page.total > page.records.length ? (
        <SlButton size="small" data-testid="comments-more" onClick={() => setCount(count + COMMENTS_PAGE)}>{msg('查看更多留言')}</SlButton>
      ) : null}
    </section>
  );
}
