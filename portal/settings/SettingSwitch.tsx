import { useStore } from '@nanostores/react';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import { $settings, changeSetting, type Settings } from '../../shared/stores/index.ts';

/** The settings stored as 'true'/'false'. */
export type FlagSetting = 'fixedHeader' | 'fixedSidebar' | 'autoHideHeader' | 'colorWeak' | 'multiTab' | 'noticeSound';

/** One on/off setting of the drawer, bound to `$settings[name]`. */
export function SettingSwitch({ name, label }: { name: FlagSetting; label: string }) {
  const on = useStore($settings)[name] === 'true';
  return (
    <div className="settings-row">
      <span>{label}</span>
      <SlSwitch
        size="small"
        checked={on}
        aria-label={label}
        data-testid={`settings-${name}`}
        onSlChange={(event) => changeSetting(name, ((event.target as HTMLInputElement).checked ? 'true' : 'false') as Settings[FlagSetting])}
      />
    </div>
  );
}
