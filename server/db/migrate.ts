import { Migrator, sql, type Kysely, type Migration } from 'kysely';
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
import * as dataRules from './migrations/0017-data-rules.ts';
import * as positions from './migrations/0018-positions.ts';
import * as identityAdmin from './migrations/0019-identity-admin.ts';
import * as departments from './migrations/0020-departments.ts';
import * as menus from './migrations/0021-menus.ts';
import * as importErrors from './migrations/0022-import-errors.ts';
import * as uploadedFiles from './migrations/0023-uploaded-files.ts';
import * as userDeparted from './migrations/0024-user-departed.ts';
import * as favourites from './migrations/0025-favourites.ts';
import * as reports from './migrations/0026-reports.ts';
import * as systemLog from './migrations/0027-system-log.ts';
import * as tableauViews from './migrations/0028-tableau-views.ts';
import * as scheduler from './migrations/0029-scheduler.ts';
import * as subscriptions from './migrations/0030-subscriptions.ts';
import * as reportSourceSchema from './migrations/0031-report-source-schema.ts';
import * as reportDataApart from './migrations/0032-report-data-apart.ts';
import * as reportReaderLogin from './migrations/0033-report-reader-login.ts';
import * as content from './migrations/0035-content.ts';
import * as articleSearch from './migrations/0036-article-search.ts';
import * as comments from './migrations/0037-comments.ts';
import * as fileChunks from './migrations/0038-file-chunks.ts';
import * as folders from './migrations/0039-folders.ts';
import * as demoFolders from './migrations/0040-demo-folders.ts';
import * as boardDemo from './migrations/0041-board-demo.ts';
import * as searchParts from './migrations/0042-search-parts.ts';
import * as articleAttachmentIndex from './migrations/0043-article-attachment-index.ts';

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
  '0017-data-rules': dataRules,
  '0018-positions': positions,
  '0019-identity-admin': identityAdmin,
  '0020-departments': departments,
  '0021-menus': menus,
  '0022-import-errors': importErrors,
  '0023-uploaded-files': uploadedFiles,
  '0024-user-departed': userDeparted,
  '0025-favourites': favourites,
  '0026-reports': reports,
  '0027-system-log': systemLog,
  '0028-tableau-views': tableauViews,
  '0029-scheduler': scheduler,
  '0030-subscriptions': subscriptions,
  '0031-report-source-schema': reportSourceSchema,
  '0032-report-data-apart': reportDataApart,
  '0033-report-reader-login': reportReaderLogin,
  '0035-content': content,
  '0036-article-search': articleSearch,
  '0037-comments': comments,
  '0038-file-chunks': fileChunks,
  '0039-folders': folders,
  '0040-demo-folders': demoFolders,
  '0041-board-demo': boardDemo,
  '0042-search-parts': searchParts,
  '0043-article-attachment-index': articleAttachmentIndex,
};

/**
 * Whether every migration of `known` has run and no other: the applied names, read from
 * Kysely's own table (none yet when that table does not exist). Two small reads, no lock.
 */
export async function isUpToDate(db: Kysely<any>, known: readonly string[] = Object.keys(migrations)): Promise<boolean> {
  const { rows: [table] } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  if (!table?.exists) return false;
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  return applied.size === known.length && known.every((name) => applied.has(name));
}

/**
 * Brings the schema up to date; throws with the failing migration's error. When every
 * migration has run already (every start but the first after an upgrade) that is all it
 * asks: Kysely's Migrator, which creates its tables if missing, takes its lock and reads
 * the list again inside it, runs only when there is something to do (or something odd, such
 * as an applied migration this code does not know, which it reports).
 */
export async function migrateToLatest(db: Kysely<any>, known: Record<string, Migration> = migrations): Promise<void> {
  if (await isUpToDate(db, Object.keys(known))) return;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => known } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
