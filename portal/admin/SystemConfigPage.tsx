import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import { chatLoginCallbackUrl } from '../../shared/admin/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { PLATFORM_TENANT_ID } from '../../shared/kit/resource.ts';
import { ENTERPRISE_CHAT_PROVIDERS, PERMISSION_CODES, type EnterpriseChatConfig } from '../../shared/schemas/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import { $session } from '../../shared/stores/index.ts';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { FireIntervalForm } from './FireIntervalForm.tsx';
import { useChatLoginConfig } from './use-chat-login-config.ts';
import './admin.css';

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;
const providerName = (provider: EnterpriseChatConfig['provider']) => ({ dingtalk: msg('钉钉') })[provider];

/**
 * System settings (portal-shell §1 "an enterprise chat login switch"): turns scan login
 * through the enterprise chat app on or off and keeps its credentials. The stored secret is
 * never shown; saving is for holders of `system:config:edit`. On the platform also the
 * shortest interval between fires of push plans and jobs (issue 21).
 */
export function SystemConfigPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const canEdit = usePermission(PERMISSION_CODES.configEdit);
  const { load, form, errors, saving, edit, save } = useChatLoginConfig();
  const callback = chatLoginCallbackUrl(form.provider, window.location.origin);
  const onPlatform = useStore($session)?.tenantId === PLATFORM_TENANT_ID;

  return (
    <PageView title={menuTitle(meta, locale)}>
      <form className="admin-card" noValidate data-testid="chat-login-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
        <h2>{msg('企业通讯扫码登录')}</h2>
        <p className="admin-hint">{msg('开启并填全凭据后，登录页的扫码登录改用企业通讯应用扫码；关闭或凭据不全时使用门户自带的二维码。')}</p>
        {load.status === 'loading' ? <SlSpinner /> : null}
        <SlAlert variant="danger" open={load.status === 'failed'}>
          <span data-testid="chat-login-load-error">{load.status === 'failed' ? load.message : ''}</span>
        </SlAlert>
        {load.status === 'ready' ? (
          <>
            <SlSwitch checked={form.enabled} data-testid="chat-login-enabled" onSlChange={(event) => edit('enabled', (event.target as HTMLInputElement).checked)}>
              {msg('启用企业通讯扫码登录')}
            </SlSwitch>
            <SlSelect label={msg('企业通讯应用')} value={form.provider} data-testid="chat-login-provider"
              onSlChange={(event) => edit('provider', valueOf(event) as EnterpriseChatConfig['provider'])}>
              {ENTERPRISE_CHAT_PROVIDERS.map((provider) => <SlOption key={provider} value={provider}>{providerName(provider)}</SlOption>)}
            </SlSelect>
            <SlInput label="AppKey" value={form.appKey} data-testid="chat-login-app-key" onSlInput={(event) => edit('appKey', valueOf(event))} />
            <FieldError id="chat-login-app-key" message={errors.appKey} />
            <SlInput label="AppSecret" type="password" autocomplete="new-password" value={form.appSecret} data-testid="chat-login-app-secret"
              placeholder={load.saved.hasAppSecret ? msg('已保存，留空则保持不变') : msg('请输入 AppSecret')}
              helpText={load.saved.hasAppSecret ? msg('出于安全考虑，已保存的 AppSecret 不会显示') : ''}
              onSlInput={(event) => edit('appSecret', valueOf(event))} />
            <FieldError id="chat-login-app-secret" message={errors.appSecret} />
            <SlInput label={msg('回调地址')} inputmode="url" value={form.redirectUri} placeholder={callback} data-testid="chat-login-redirect-uri"
              helpText={msg(str`在企业通讯应用中登记的回调地址，本门户为 ${callback}`)} onSlInput={(event) => edit('redirectUri', valueOf(event))} />
            <FieldError id="chat-login-redirect-uri" message={errors.redirectUri} />
            {canEdit ? (
              <div className="admin-actions">
                <SlButton type="submit" variant="primary" loading={saving} data-testid="chat-login-save">{msg('保存')}</SlButton>
              </div>
            ) : null}
          </>
        ) : null}
      </form>
      {onPlatform ? <FireIntervalForm canEdit={canEdit} /> : null}
    </PageView>
  );
}
