import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import type { Comment } from './comments-api.ts';
import { CommentForm } from './CommentForm.tsx';

/** What an entry may do: reply (top-level comments only) and delete, each resolving once done. */
export interface EntryActions {
  reply?(content: string): Promise<boolean>;
  remove(): Promise<void>;
}

/**
 * One comment or reply: author, time, text (always as text, never HTML), and its links: 回复
 * opens a reply box (取消回复 closes it); 删除 asks first, saying it cannot be restored and
 * that its replies go too.
 */
export function CommentEntry({ comment, actions, children }: { comment: Omit<Comment, 'replies'>; actions: EntryActions; children?: React.ReactNode }) {
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="dkp-comment" part="comment" data-testid="comment">
      <div className="dkp-comment-head">
        <strong>{comment.authorName}</strong>
        <time>{comment.createTime}</time>
      </div>
      <p className="dkp-comment-text" data-testid="comment-text">{comment.content}</p>
      <div className="dkp-comment-links">
        {actions.reply ? (
          <button type="button" className="dkp-comment-link" data-testid="comment-reply" onClick={() => setReplying(!replying)}>
            {replying ? msg('取消回复') : msg('回复')}
          </button>
        ) : null}
        {comment.deletable ? <button type="button" className="dkp-comment-link" data-testid="comment-delete" onClick={() => setConfirming(true)}>{msg('删除')}</button> : null}
      </div>
      {confirming ? (
        <div className="dkp-comment-confirm" role="alertdialog" data-testid="comment-confirm">
          <span>{msg('确定删除这条留言吗？删除后不可恢复，它的回复也会一并删除。')}</span>
          <SlButton size="small" variant="danger" data-testid="comment-confirm-delete" onClick={() => void actions.remove().finally(() => setConfirming(false))}>{msg('确定删除')}</SlButton>
          <SlButton size="small" data-testid="comment-confirm-cancel" onClick={() => setConfirming(false)}>{msg('取消')}</SlButton>
        </div>
      ) : null}
      {replying && actions.reply ? (
        <CommentForm submitLabel={msg('回复')} emptyText={msg('回复留言内容不能为空！')} testId="reply-form"
          onSubmit={async (content) => { const done = await actions.reply!(content); if (done) setReplying(false); return done; }} />
      ) : null}
      {children}
    </li>
  );
}
