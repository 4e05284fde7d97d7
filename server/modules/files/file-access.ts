import type { AppContext } from '../../app-context.ts';
import type { StoredFile } from '../../lib/files/file-store-repository.ts';

/** Who asks to read a file: the signed-in user and the tenant they are working in. */
export interface FileReader {
  tenantId: number;
  userId: string;
}

/**
 * Whether `reader` may read `file` through `/sys/common/file/<path>`: the one place that
 * decides. Today's rule: anyone signed in to the tenant the file was uploaded in. The seam for
 * what comes next: a record that names the file (an article's attachment, a file in a folder
 * with permissions) will grant or deny it here, asked through `ctx` (a refusal is answered as
 * a missing file, 404, so a path does not tell whether it exists).
 */
export async function mayReadFile(_ctx: Pick<AppContext, 'db'>, reader: FileReader, file: StoredFile): Promise<boolean> {
  return reader.tenantId === file.tenantId;
}
