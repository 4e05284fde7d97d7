import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { SlDropdown } from '../../elements/shoelace/index.ts';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { AboutDialog } from './AboutDialog.tsx';
import { $gearMenuEntries } from './gear-menu-entries.ts';
import { HeaderIcon } from './icons.tsx';

const ABOUT = 'about';

/**
 * The settings gear of the top bar (portal-shell §2.4): the entries other features register
 * (§2.8 'manage product keys', through `registerGearMenuEntry`) and 'about'.
 */
export function GearMenu() {
  useLocale();
  const entries = useStore($gearMenuEntries);
  const [openId, setOpenId] = useState<string | null>(null);
  const close = () => setOpenId(null);
  return (
    <>
      <SlDropdown placement="bottom-end" distance={4}>
        <button type="button" slot="trigger" className="header-icon-button" data-testid="gear-menu" title={msg('设置')} aria-label={msg('设置')}>
          <HeaderIcon name="gear" />
        </button>
        <SlMenu onSlSelect={(event) => setOpenId(event.detail.item.value)}>
          {entries.map((entry) => (
            <SlMenuItem key={entry.id} value={entry.id} data-testid={`gear-${entry.id}`}>
              {entry.label()}
            </SlMenuItem>
          ))}
          <SlMenuItem value={ABOUT} data-testid="gear-about">
            {msg('关于')}
          </SlMenuItem>
        </SlMenu>
      </SlDropdown>
      {entries.map(({ id, Dialog }) => (
        <Dialog key={id} open={openId === id} onClose={close} />
      ))}
      <AboutDialog open={openId === ABOUT} onClose={close} />
    </>
  );
}
