import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlRadioButton from '@shoelace-style/shoelace/dist/react/radio-button/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { LOCALE_NAMES, useLocale } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/schemas/locale.ts';
import { $locale, $settings, chooseLocale, type Settings } from '../../shared/stores/index.ts';
import { THEME_FONT } from '../../shared/theme/index.ts';
import { $settingsDrawerOpen } from './drawer-state.ts';
import { chooseContentWidth, chooseLayout, fluidAllowed } from './layout-choice.ts';
import { SettingSwitch } from './SettingSwitch.tsx';
import { ThemeColorPicker } from './ThemeColorPicker.tsx';
import './settings.css';

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * The settings drawer (portal-shell §2.4): "theme colour presets (azure, volcano, default,
 * lively, tranquil), custom colour, content width (Fixed or Fluid; Fluid not with side-menu
 * layout), fixed header, fixed sidebar, auto-hide header, colour-weak mode, multi-tab switch,
 * font fixed (microsoft yahei, size 14), locale." Plus the sound on a pushed notice (§4), off by default. Every choice is kept in `$settings`.
 */
export function SettingsDrawer() {
  useLocale();
  const open = useStore($settingsDrawerOpen);
  const settings = useStore($settings);
  const locale = useStore($locale);
  const fluid = fluidAllowed(settings.layout);
  return (
    <SlDrawer
      label={msg('主题设置')}
      open={open}
      data-testid="settings-drawer"
      onSlAfterHide={(event) => event.target === event.currentTarget && $settingsDrawerOpen.set(false)}
    >
      <section className="settings-section">
        <h4>{msg('主题色')}</h4>
        <ThemeColorPicker />
      </section>
      <section className="settings-section">
        <h4>{msg('导航模式')}</h4>
        <SlRadioGroup size="small" label={msg('导航模式')} className="settings-hidden-label" value={settings.layout} data-testid="settings-layout" onSlChange={(e) => chooseLayout(valueOf(e) as Settings['layout'])}>
          <SlRadioButton value="sidemenu" data-testid="settings-layout-sidemenu">{msg('侧边菜单')}</SlRadioButton>
          <SlRadioButton value="topmenu" data-testid="settings-layout-topmenu">{msg('顶部菜单')}</SlRadioButton>
        </SlRadioGroup>
        <div className="settings-row">
          <span>{msg('内容区域宽度')}</span>
          <SlRadioGroup size="small" label={msg('内容区域宽度')} className="settings-hidden-label" value={settings.contentWidth} data-testid="settings-contentWidth" onSlChange={(e) => chooseContentWidth(valueOf(e) as Settings['contentWidth'])}>
            <SlRadioButton value="Fixed" data-testid="settings-width-fixed">{msg('固定')}</SlRadioButton>
            <SlRadioButton value="Fluid" disabled={!fluid} data-testid="settings-width-fluid">{msg('流式')}</SlRadioButton>
          </SlRadioGroup>
        </div>
        {fluid ? null : <p className="settings-note" data-testid="settings-fluid-reason">{msg('流式宽度仅在顶部菜单布局下可用')}</p>}
        <SettingSwitch name="fixedHeader" label={msg('固定头部')} />
        <SettingSwitch name="fixedSidebar" label={msg('固定侧边菜单')} />
        <SettingSwitch name="autoHideHeader" label={msg('下滑时隐藏头部')} />
      </section>
      <section className="settings-section">
        <h4>{msg('其他设置')}</h4>
        <SettingSwitch name="colorWeak" label={msg('色弱模式')} />
        <SettingSwitch name="multiTab" label={msg('多页签模式')} />
        <SettingSwitch name="noticeSound" label={msg('新消息提示音')} />
        <div className="settings-row">
          <span>{msg('语言')}</span>
          <SlSelect size="small" value={locale} aria-label={msg('语言')} data-testid="settings-locale" onSlChange={(e) => chooseLocale(valueOf(e))}>
            {LOCALES.map((code) => (
              <SlOption key={code} value={code} data-testid={`settings-locale-${code}`}>{LOCALE_NAMES[code]}</SlOption>
            ))}
          </SlSelect>
        </div>
        <p className="settings-note" data-testid="settings-font">{msg(str`字体：微软雅黑，${THEME_FONT.sizePx}px（固定）`)}</p>
      </section>
    </SlDrawer>
  );
}
