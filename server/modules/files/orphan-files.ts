import type { AppContext } from '../../app-context.ts';
import { registerJobKind } from '../scheduler/index.ts';
import { FILE_REFERENCES } from './file-references.ts';
import { deleteOrphanFiles } from './orphan-file-repository.ts';

export { FILE_REFERENCES };

/** The default grace, in hours: a file uploaded and not yet saved into its record (a form left open) stays this long. */
export const DEFAULT_GRACE_HOURS = 24;
/** The longest grace the job takes (a year). */
const MAX_GRACE_HOURS = 8760;
const HOUR_MS = 3_600_000;

/** The grace of a job parameter ('' is the default), or null when it is not a whole number of hours from 0 to a year. */
export function graceHoursOf(parameter: string): number | null {
  const text = parameter.trim();
  if (text === '') return DEFAULT_GRACE_HOURS;
  const hours = Number(text);
  return /^\d+$/.test(text) && hours <= MAX_GRACE_HOURS ? hours : null;
}

/**
 * Removes the stored files no record names ({@link FILE_REFERENCES}) that are older than
 * `graceHours`, and uploads left unfinished for as long (at least an hour). Returns how many.
 */
export async function removeOrphanFiles(ctx: Pick<AppContext, 'db' | 'now'>, graceHours = DEFAULT_GRACE_HOURS): Promise<number> {
  const now = ctx.now().getTime();
  return deleteOrphanFiles(ctx.db, FILE_REFERENCES, new Date(now - graceHours * HOUR_MS), new Date(now - Math.max(graceHours, 1) * HOUR_MS));
}

registerJobKind({
  kind: 'clean-files',
  title: { cn: '清理不再被引用的上传文件', en: 'Remove uploaded files no record names', tc: '清理不再被引用的上傳文件' },
  parameter: { cn: '宽限小时数（默认 24）', en: 'Grace in hours (default 24)', tc: '寬限小時數（默認 24）' },
  checkParameter: (parameter) => (graceHoursOf(parameter) === null ? 'cleanFilesGraceInvalid' : null),
  async run(ctx, parameter) {
    const removed = await removeOrphanFiles(ctx, graceHoursOf(parameter) ?? DEFAULT_GRACE_HOURS);
    ctx.log.info(`scheduled job clean-files removed ${removed} files`);
  },
});
