import { msg } from '@lit/localize';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';

/** A notice opened in the detail dialog: its title and the page the iframe shows. */
export interface OpenedNotice {
  title: string;
  src: string;
}

/** The detail dialog (portal-shell §2.6): width 600 with a fullscreen switch, the linked page in an iframe. */
export function NoticeDetail({ opened, onClose }: { opened: OpenedNotice | null; onClose: () => void }) {
  const [fullscreen, setFullscreen] = useState(false);
  return (
    <SlDialog
      part="detail"
      className={fullscreen ? 'notice-detail notice-fullscreen' : 'notice-detail'}
      label={opened?.title ?? ''}
      open={opened !== null}
      data-testid="notice-detail"
      onSlAfterHide={(event) => {
        if (event.target !== event.currentTarget) return;
        setFullscreen(false);
        onClose();
      }}
    >
      <SlIconButton
        slot="header-actions"
        name={fullscreen ? 'fullscreen-exit' : 'arrows-fullscreen'}
        label={fullscreen ? msg('退出全屏') : msg('全屏')}
        data-testid="notice-detail-fullscreen"
        onClick={() => setFullscreen(!fullscreen)}
      />
      {opened ? <iframe className="notice-frame" src={opened.src} title={opened.title} data-testid="notice-detail-frame" /> : null}
    </SlDialog>
  );
}
