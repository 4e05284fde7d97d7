import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlRadioButton from '@shoelace-style/shoelace/dist/react/radio-button/index.js';
import SlRadioGroup from '@shoelace-style/shoelace/dist/react/radio-group/index.js';
import { BCP47_TAGS, LOCALE_NAMES, useLocale } from '../../shared/i18n/index.ts';
import { LOCALES } from '../../shared/schemas/locale.ts';
import { $locale, chooseLocale } from '../../shared/stores/index.ts';

/** The language switch (portal-shell §2.3 "Login locales cn, en, tc"). */
export function LocaleSwitch() {
  useLocale();
  const locale = useStore($locale);
  return (
    <SlRadioGroup
      className="locale-switch"
      data-testid="locale-switch"
      size="small"
      label={msg('语言')}
      value={locale}
      onSlChange={(event) => chooseLocale((event.target as HTMLInputElement).value)}
    >
      {LOCALES.map((code) => (
        <SlRadioButton key={code} value={code} lang={BCP47_TAGS[code]} data-testid={`locale-${code}`}>
          {LOCALE_NAMES[code]}
        </SlRadioButton>
      ))}
    </SlRadioGroup>
  );
}
