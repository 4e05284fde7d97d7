import { msg, str } from '@lit/localize';
import { useEffect, useState } from 'react';
import { chatConfigErrors, fetchChatLoginConfig, saveChatLoginConfig, type ChatConfigField, type ChatConfigForm } from '../../shared/admin/index.ts';
import type { EnterpriseChatConfig } from '../../shared/schemas/scan-login.ts';
import { failureText } from '../../shared/api/index.ts';
import { notify } from '../components/notify.ts';

/** Where the stored switch stands: being read, unreadable (with why), or read. */
export type ChatConfigLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; saved: EnterpriseChatConfig };

// The secret field starts empty: the API never answers the secret, and empty keeps it.
const formOf = (config: EnterpriseChatConfig): ChatConfigForm => ({
  enabled: config.enabled, provider: config.provider, appKey: config.appKey, appSecret: '', redirectUri: config.redirectUri,
});

/**
 * The enterprise-chat switch form: reads the stored switch once, keeps what is typed and
 * each field's message, and saves through the API with a success or failure notice.
 */
export function useChatLoginConfig() {
  const [load, setLoad] = useState<ChatConfigLoad>({ status: 'loading' });
  const [form, setForm] = useState<ChatConfigForm>({ enabled: false, provider: 'dingtalk', appKey: '', appSecret: '', redirectUri: '' });
  const [errors, setErrors] = useState<Partial<Record<ChatConfigField, string>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchChatLoginConfig().then(
      (config) => {
        if (!live) return;
        setLoad({ status: 'ready', saved: config });
        setForm(formOf(config));
      },
      (error: unknown) => live && setLoad({ status: 'failed', message: failureText(error) }),
    );
    return () => { live = false; };
  }, []);

  /** Changes one field and clears its message. */
  function edit<K extends keyof ChatConfigForm>(field: K, value: ChatConfigForm[K]) {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (field !== 'enabled' && field !== 'provider') setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  async function save() {
    if (load.status !== 'ready' || saving) return;
    const found = chatConfigErrors(form, load.saved.hasAppSecret);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const saved = await saveChatLoginConfig({
        enabled: form.enabled, provider: form.provider, appKey: form.appKey.trim(), redirectUri: form.redirectUri.trim(),
        ...(form.appSecret ? { appSecret: form.appSecret } : {}),
      });
      setLoad({ status: 'ready', saved });
      setForm(formOf(saved));
      notify(msg('保存成功'), 'success');
    } catch (error) {
      const reason = failureText(error);
      notify(msg(str`保存失败：${reason}`), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return { load, form, errors, saving, edit, save };
}
