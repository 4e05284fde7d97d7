import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import { useState } from 'react';
import { COMMENT_MAX } from './comments-api.ts';

/** A text box and its button; refuses blank text with `emptyText` before asking the server; clears once `onSubmit` says it is done. */
export function CommentForm({ submitLabel, emptyText, testId, onSubmit }: { submitLabel: string; emptyText: string; testId: string; onSubmit(content: string): Promise<boolean> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const submit = async () => {
    if (!text.trim()) return setError(emptyText);
    setError('');
    setSending(true);
    try {
      if (await onSubmit(text)) setText('');
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="dkp-comment-form" data-testid={testId}>
      <SlTextarea rows={3} resize="auto" maxlength={COMMENT_MAX} value={text} placeholder={msg('写下你的留言，可用 @账号 提到同事')}
        data-testid={`${testId}-text`} onSlInput={(event) => setText((event.target as HTMLTextAreaElement).value)} />
      {error ? <p className="dkp-comment-error" role="alert" data-testid={`${testId}-error`}>{error}</p> : null}
      <SlButton size="small" variant="primary" loading={sending} data-testid={`${testId}-submit`} onClick={() => void submit()}>{submitLabel}</SlButton>
    </div>
  );
}
