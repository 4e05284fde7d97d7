import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $brand } from '../../shared/stores/index.ts';
import './brand-logo.css';

/**
 * The header's brand (portal-shell §2.4, §3 "Personalisation"): the tenant's logo and
 * header title in the current language, the title falling back to the portal's name. The
 * logo is decorative (`alt=""`): the title beside it says the same.
 */
export function BrandLogo() {
  useLocale();
  const brand = useStore($brand);
  const title = brand?.headerTitle.trim() || msg('数据知识门户');
  const logo = brand?.logo;
  return (
    <span className="brand-logo" data-testid="brand-logo">
      {logo ? <img src={logo} alt="" className="brand-logo-image" data-testid="brand-logo-image" /> : null}
      <span className="brand-logo-title">{title}</span>
    </span>
  );
}
