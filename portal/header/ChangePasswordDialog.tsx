import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../shared/i18n/index.ts';
import { LOGIN_PATH } from '../../shared/navigation/index.ts';
import { $session } from '../../shared/stores/index.ts';
import { confirmPasswordRule, newPasswordRule, oldPasswordRule, validateFields } from '../../shared/validation/index.ts';
import { notify } from '../components/notify.ts';
import { changePassword } from './change-password.ts';

type Field = 'oldpassword' | 'password' | 'confirmpassword';
const EMPTY: Record<Field, string> = { oldpassword: '', password: '', confirmpassword: '' };

/**
 * Change password (portal-shell §2.4), checked by the rules of §5. On success the server has
 * ended every session of the user, so the dialog says so and the user signs in again.
 */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useLocale();
  const navigate = useNavigate();
  const username = useStore($session)?.userInfo.username ?? '';
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  // Emptied as it opens, while rendering (not in an effect after the paint): what is typed
  // into a dialog just shown is never wiped (CI saw the old password typed, then cleared).
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) {
      setValues(EMPTY);
      setErrors({});
      setRefusal('');
    }
  }

  async function submit() {
    const found = validateFields(values, {
      oldpassword: oldPasswordRule,
      password: newPasswordRule,
      confirmpassword: confirmPasswordRule(values.password),
    });
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const message = await changePassword({ username, ...values });
      notify(message || msg('密码修改成功，请重新登录'), 'success');
      navigate(LOGIN_PATH, { replace: true });
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  }

  const field = (name: Field, label: string) => (
    <>
      <SlInput
        type="password"
        passwordToggle
        label={label}
        value={values[name]}
        autocomplete={name === 'oldpassword' ? 'current-password' : 'new-password'}
        data-testid={`pw-${name}`}
        onSlInput={(event) => setValues((v) => ({ ...v, [name]: (event.target as HTMLInputElement).value }))}
      />
      {errors[name] ? (
        <div className="field-error" role="alert" data-testid={`pw-${name}-error`}>
          {errors[name]}
        </div>
      ) : null}
    </>
  );

  return (
    <SlDialog label={msg('修改密码')} open={open} onSlAfterHide={(e) => e.target === e.currentTarget && onClose()} data-testid="password-dialog">
      <form className="header-form" onSubmit={(event) => (event.preventDefault(), void submit())}>
        {field('oldpassword', msg('旧密码'))}
        {field('password', msg('新密码'))}
        {field('confirmpassword', msg('确认新密码'))}
        {refusal ? (
          <div className="field-error" role="alert" data-testid="pw-refusal">
            {refusal}
          </div>
        ) : null}
      </form>
      <SlButton slot="footer" onClick={onClose}>
        {msg('取消')}
      </SlButton>
      <SlButton slot="footer" variant="primary" loading={busy} onClick={() => void submit()} data-testid="pw-submit">
        {msg('确定')}
      </SlButton>
    </SlDialog>
  );
}
