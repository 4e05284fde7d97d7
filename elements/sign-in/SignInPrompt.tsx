import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { useEmit } from '../define/element-host.ts';
import { signInThroughPopup } from './sign-in-popup.ts';

/** Props of {@link SignInPrompt}. */
export interface SignInPromptProps {
  /** What the user gets by signing in; a general sentence when left out. */
  reason?: string;
}

/**
 * The sign-in offer every element shows while the page has no session: a sentence and a
 * 'sign in' button that opens the portal's sign-in in a popup and takes the session it hands
 * back. Emits `dkp-signed-in` from the element it is in; the shared session store makes every
 * element of the page re-render signed in.
 */
export function SignInPrompt({ reason }: SignInPromptProps) {
  useLocale();
  const emit = useEmit();
  const [state, setState] = useState<'idle' | 'waiting' | 'blocked'>('idle');

  async function start() {
    setState('waiting');
    const result = await signInThroughPopup();
    if (result.outcome === 'signed-in') emit('dkp-signed-in', { username: result.session.userInfo.username });
    setState(result.outcome === 'blocked' ? 'blocked' : 'idle');
  }

  return (
    <div part="prompt" className="prompt" data-testid="dkp-sign-in-prompt">
      <span className="reason">{reason ?? msg('登录后可查看此内容')}</span>
      <SlButton variant="primary" size="small" loading={state === 'waiting'} onClick={() => void start()} data-testid="dkp-sign-in-button">
        {msg('登录')}
      </SlButton>
      {state === 'waiting' ? <span className="hint">{msg('请在弹出的窗口中完成登录')}</span> : null}
      {state === 'blocked' ? (
        <span className="hint error" role="alert">
          {msg('浏览器拦截了登录窗口，请允许弹出窗口后重试')}
        </span>
      ) : null}
    </div>
  );
}
