import { Migrator, type Kysely, type Migration } from 'kysely';
import * as foundation from './migrations/0001-foundation.ts';
import * as scanLogin from './migrations/0002-scan-login.ts';
import * as smsCodes from './migrations/0003-sms-codes.ts';
import * as accounts from './migrations/0004-accounts.ts';
import * as homeLauncher from './migrations/0005-home-launcher.ts';
import * as adminSettingsPages from './migrations/0006-admin-settings-pages.ts';
import * as menuIcons from './migrations/0007-menu-icons.ts';
import * as launcherSpaces from './migrations/0008-launcher-spaces.ts';
import * as noticesAnnouncements from './migrations/0009-notices-announcements.ts';
import * as noticeBusId from './migrations/0010-notice-bus-id.ts';
import * as announcementStartIndex from './migrations/0011-announcement-start-index.ts';
import * as localizedPersonalization from './migrations/0012-localized-personalization.ts';
import * as tcReleaseWording from './migrations/0013-tc-release-wording.ts';
import * as apiSchemaPermission from './migrations/0014-api-schema-permission.ts';
import * as dictionaryPermissions from './migrations/0015-dictionary-permissions.ts';
import * as cacheInvalidation from './migrations/0016-cache-invalidation.ts';

/** Every migration, in order. A new migration is a new file and a new line here. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-scan-login': scanLogin,
  '0003-sms-codes': smsCodes,
  '0004-accounts': accounts,
  '0005-home-launcher': homeLauncher,
  '0006-admin-settings-pages': adminSettingsPages,
  '0007-menu-icons': menuIcons,
  '0008-launcher-spaces': launcherSpaces,
  '0009-notices-announcements': noticesAnnouncements,
  '0010-notice-bus-id': noticeBusId,
  '0011-announcement-start-index': announcementStartIndex,
  '0012-localized-personalization': localizedPersonalization,
  '0013-tc-release-wording': tcReleaseWording,
  '0014-api-schema-permission': apiSchemaPermission,
  '0015-dictionary-permissions': dictionaryPermissions,
  '0016-cache-invalidation': cacheInvalidation,
};

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
