import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $personalize } from '../../shared/stores/index.ts';
import './brand-logo.css';

/**
 * The header's brand (portal-shell §2.4, §3 "Personalisation"): the tenant's logo — the
 * English one in English — and its header title, falling back to the portal's name.
 */
export function BrandLogo() {
  const locale = useLocale();
  const personalize = useStore($personalize);
  const title = personalize?.headerTitle || msg('数据知识门户');
  const logo = locale === 'en' ? personalize?.logoEn || personalize?.logo : personalize?.logo;
  return (
    <span className="brand-logo" data-testid="brand-logo">
      {logo ? <img src={logo} alt="" className="brand-logo-image" /> : null}
      <span className="brand-logo-title">{title}</span>
    </span>
  );
}
