import type { Insertable, Kysely, Selectable } from 'kysely';
import type { LocalizedText } from '../../../shared/schemas/localized-text.ts';
import type { LoginLogo, Personalize } from '../../../shared/schemas/user.ts';
import type { Database, PersonalizationTable } from '../../db/schema.ts';

type Column = keyof PersonalizationTable;

/**
 * Where each per-language setting lives: its `cn`, `en` and `tc` columns (migration 0012;
 * the `cn` column is the one that existed before).
 */
export const LOCALIZED_SETTINGS = {
  headerTitle: { cn: 'header_title', en: 'header_title_en', tc: 'header_title_tc' },
  watermark: { cn: 'watermark', en: 'watermark_en', tc: 'watermark_tc' },
  logo: { cn: 'logo', en: 'logo_en', tc: 'logo_tc' },
  loginLogo: { cn: 'login_logo', en: 'login_logo_en', tc: 'login_logo_tc' },
} as const satisfies Record<Exclude<keyof Personalization, 'brandHiddenFor'>, Record<keyof LocalizedText, Column>>;

type LocalizedSetting = keyof typeof LOCALIZED_SETTINGS;

/** A tenant's personalisation as the API gives it (both calls' results, less the footer). */
export type Personalization = Pick<Personalize, 'headerTitle' | 'watermark' | 'logo' | 'brandHiddenFor'> & LoginLogo;

const EMPTY: LocalizedText = { cn: '', en: '', tc: '' };

/** What a tenant without a personalisation row shows: the portal's own name and no logos. */
export const DEFAULT_PERSONALIZATION: Personalization = {
  headerTitle: { cn: 'DKP', en: '', tc: '' }, watermark: EMPTY, logo: EMPTY, loginLogo: EMPTY, brandHiddenFor: '',
};

const toText = (row: Selectable<PersonalizationTable>, setting: LocalizedSetting): LocalizedText => {
  const columns = LOCALIZED_SETTINGS[setting];
  return { cn: row[columns.cn], en: row[columns.en], tc: row[columns.tc] };
};

/** Reads the personalisation of tenants (portal-shell §3 "Personalisation"). */
export function createPersonalizationRepository(db: Kysely<Database>) {
  return {
    /** The tenant's personalisation, or `null` when it has none. */
    async find(tenantId: number): Promise<Personalization | null> {
      const row = await db.selectFrom('personalization').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
      if (!row) return null;
      return {
        headerTitle: toText(row, 'headerTitle'), watermark: toText(row, 'watermark'),
        logo: toText(row, 'logo'), loginLogo: toText(row, 'loginLogo'), brandHiddenFor: row.brand_hidden_username,
      };
    },
  };
}

/** The table row of `tenantId` holding `settings` (each language in its column). */
export function personalizationRow(tenantId: number, settings: Omit<Personalization, 'brandHiddenFor'>): Insertable<PersonalizationTable> {
  const row: Record<string, string | number> = { tenant_id: tenantId };
  for (const setting of Object.keys(LOCALIZED_SETTINGS) as LocalizedSetting[]) {
    for (const locale of ['cn', 'en', 'tc'] as const) row[LOCALIZED_SETTINGS[setting][locale]] = settings[setting][locale];
  }
  return row as Insertable<PersonalizationTable>;
}
