import { localized, useLocale } from '../../../shared/i18n/index.ts';

/** A record named in three languages (`name` in Chinese, `nameEn`, `nameTc`). */
export interface NamedRecord {
  name: string;
  nameEn: string;
  nameTc: string;
}

/** The record's name in the current language, the Chinese one when that language's is blank. */
export function LocalName({ record }: { record: NamedRecord }) {
  const locale = useLocale();
  return <>{localized({ cn: record.name, en: record.nameEn, tc: record.nameTc }, locale)}</>;
}
