import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useState } from 'react';
import { setUserPassword } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import { confirmPasswordRule, newPasswordRule, validateFields } from '../../shared/validation/index.ts';
import { notify } from '../components/notify.ts';
import type { FormFieldConfig } from '../kit/form-config.ts';
import { FormField } from '../kit/FormField.tsx';

const PASSWORD: FormFieldConfig = { key: 'password', label: () => msg('新密码'), widget: 'password', required: true, maxlength: 128 };
const CONFIRM: FormFieldConfig = { key: 'confirmpassword', label: () => msg('确认新密码'), widget: 'password', required: true, maxlength: 128 };
type Values = { password: string; confirmpassword: string };
const EMPTY: Values = { password: '', confirmpassword: '' };

/**
 * An administrator sets a user's password (widgets-admin §7 `changePassword`): the policy of
 * §5 and the confirmation ('两次输入的密码不一样！'); the user's sessions end on the server.
 * Open while `username` is given.
 */
export function UserPasswordDialog({ username, onClose }: { username: string | null; onClose: () => void }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const change = (key: keyof Values, value: string) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined, ...(key === 'password' ? { confirmpassword: undefined } : {}) }));
  };

  async function save() {
    if (!username || saving) return;
    const found = validateFields(values, { password: newPasswordRule, confirmpassword: confirmPasswordRule(values.password) });
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await setUserPassword.run({ username, ...values });
      notify(msg(str`已为 ${username} 设置新密码`), 'success');
      onClose();
    } catch (error) {
      setRefusal(failureText(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <SlDialog label={msg('设置新密码')} open={!!username} data-testid="user-password-dialog"
      onSlAfterHide={(event) => {
        if (event.target !== event.currentTarget) return;
        setValues(EMPTY);
        setErrors({});
        setRefusal('');
        if (!(event.target as HTMLElement & { open: boolean }).open) onClose();
      }}>
      <form className="kit-form" noValidate onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <SlInput label={msg('用户名')} value={username ?? ''} readonly data-testid="user-password-username" />
        {[PASSWORD, CONFIRM].map((field) => (
          <FormField key={field.key} field={field} id={`user-password-${field.key}`} value={values[field.key as keyof Values]} error={errors[field.key as keyof Values]}
            onChange={(value) => change(field.key as keyof Values, String(value))} onLeave={() => undefined} />
        ))}
        <p className="admin-hint">{msg('确认后，该账号在所有设备上的登录都将结束，需要使用新密码重新登录。')}</p>
        {refusal ? <div className="field-error" role="alert" data-testid="user-password-refusal">{refusal}</div> : null}
      </form>
      <SlButton slot="footer" onClick={onClose} data-testid="user-password-cancel">{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} onClick={() => void save()} data-testid="user-password-save">{msg('确定')}</SlButton>
    </SlDialog>
  );
}
