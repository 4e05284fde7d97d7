import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { signOut } from '../../shared/auth/sign-in.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session, isSessionLive } from '../../shared/stores/session.ts';
import { useEmit } from '../define/element-host.ts';
import { SignInPrompt } from './SignInPrompt.tsx';

/**
 * `<dkp-sign-in>`: the page's DKP account. Signed out, it offers sign-in ({@link SignInPrompt});
 * signed in, it names the user and offers sign-out, which ends the session of every element
 * on the page.
 */
export function SignIn() {
  useLocale();
  const session = useStore($session);
  const emit = useEmit();
  const [failure, setFailure] = useState<string | null>(null);

  if (!isSessionLive(session)) return <SignInPrompt />;
  const { username, realname } = session.userInfo;

  async function leave() {
    setFailure(null);
    try {
      await signOut();
    } catch (error) {
      // signOut has ended the local session anyway; the text says the server may not know.
      setFailure(failureText(error));
    }
    emit('dkp-signed-out', { username });
  }

  return (
    <div part="account" className="account" data-testid="dkp-signed-in">
      <span part="user" className="user">{msg(str`已登录：${realname || username}`)}</span>
      <SlButton size="small" onClick={() => void leave()} data-testid="dkp-sign-out-button">
        {msg('退出登录')}
      </SlButton>
      {failure ? <span role="alert" className="hint error">{failure}</span> : null}
    </div>
  );
}
