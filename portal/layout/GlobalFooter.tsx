import { msg, str } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { FOOTER_YEAR } from '../../shared/layout/index.ts';
import { LocaleSwitch } from '../components/LocaleSwitch.tsx';
import type { FooterConfig } from './footer-config.ts';
import { QrImage } from './QrImage.tsx';
import './global-footer.css';

/**
 * The global footer (portal-shell §2.4): language switch, copyright (year 2022), the record
 * number and the QR codes of the public and the service account.
 */
export function GlobalFooter({ config }: { config: FooterConfig }) {
  useLocale();
  const product = msg('数据知识门户');
  return (
    <footer className="global-footer" data-testid="global-footer">
      <div className="global-footer-text">
        <LocaleSwitch />
        <p data-testid="footer-copyright">{msg(str`版权所有 © ${FOOTER_YEAR} ${product}`)}</p>
        {config.recordNumber ? <p data-testid="footer-record">{config.recordNumber}</p> : null}
      </div>
      <div className="global-footer-codes">
        {config.publicAccountUrl ? <QrImage url={config.publicAccountUrl} caption={msg('公众号')} testId="footer-qr-public" /> : null}
        {config.serviceAccountUrl ? <QrImage url={config.serviceAccountUrl} caption={msg('服务号')} testId="footer-qr-service" /> : null}
      </div>
    </footer>
  );
}
