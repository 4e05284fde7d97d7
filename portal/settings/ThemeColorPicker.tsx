import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlColorPicker from '@shoelace-style/shoelace/dist/react/color-picker/index.js';
import { useLocale } from '../../shared/i18n/index.ts';
import { $settings, changeSetting, THEME_PRESETS, type ThemePreset } from '../../shared/stores/index.ts';

const presetName = (preset: ThemePreset): string =>
  ({ default: msg('默认深蓝'), azure: msg('拂晓蓝'), volcano: msg('火山橙'), lively: msg('活力青'), tranquil: msg('宁静紫') })[preset];

const ORDER: readonly ThemePreset[] = ['azure', 'volcano', 'default', 'lively', 'tranquil'];

/** The theme colour of the settings drawer (portal-shell §2.4): five presets and a custom colour. */
export function ThemeColorPicker() {
  useLocale();
  const color = useStore($settings).primaryColor.toLowerCase();
  return (
    <div className="settings-colors">
      {ORDER.map((preset) => {
        const value = THEME_PRESETS[preset];
        return (
          <button
            key={preset}
            type="button"
            className="settings-swatch"
            style={{ background: value }}
            title={presetName(preset)}
            aria-label={presetName(preset)}
            aria-pressed={color === value.toLowerCase()}
            data-testid={`theme-preset-${preset}`}
            onClick={() => changeSetting('primaryColor', value)}
          />
        );
      })}
      <SlColorPicker
        size="small"
        format="hex"
        noFormatToggle
        label={msg('自定义颜色')}
        value={color}
        data-testid="theme-custom"
        onSlChange={(event) => changeSetting('primaryColor', (event.target as HTMLInputElement).value)}
      />
    </div>
  );
}
