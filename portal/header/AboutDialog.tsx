import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { version } from '../../package.json';
import { useLocale } from '../../shared/i18n/index.ts';

/** The gear menu's 'about' dialog (portal-shell §2.4): product name, version and what it is. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useLocale();
  return (
    <SlDialog label={msg('关于')} open={open} onSlAfterHide={onClose} data-testid="about-dialog">
      <h3 className="about-product">{msg('数据知识门户')}</h3>
      <p data-testid="about-version">{msg(str`版本 ${version}`)}</p>
      <p>{msg('面向组织员工的数据与知识门户：嵌入式报表、课程、新闻、资源、知识库、通知与个人工作台，并提供系统管理后台。')}</p>
      <SlButton slot="footer" variant="primary" onClick={onClose}>
        {msg('关闭')}
      </SlButton>
    </SlDialog>
  );
}
