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

/** The widths of the detail dialog (portal-shell §2.6 "width 600 …; another variant width 1200"). */
export type NoticeDetailWidth = 600 | 1200;

/** `detail-width` as the dialog takes it: 1200 when it says so, else the usual 600. */
export function noticeDetailWidth(value: unknown): NoticeDetailWidth {
  return Number(value) === 1200 ? 1200 : 600;
}

/**
 * The detail dialog (portal-shell §2.6): width 600, or 1200 in the wide variant, with a
 * fullscreen switch in both; the linked page in an iframe.
 */
export function NoticeDetail({ opened, width = 600, onClose }: { opened: OpenedNotice | null; width?: NoticeDetailWidth; onClose: () => void }) {
  const [fullscreen, setFullscreen] = useState(false);
  const classes = ['notice-detail', width === 1200 ? 'notice-detail-wide' : '', fullscreen ? 'notice-fullscreen' : ''].filter(Boolean);
  return (
    <SlDialog
      part="detail"
      className={classes.join(' ')}
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
