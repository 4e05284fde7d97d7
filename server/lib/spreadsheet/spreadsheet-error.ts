import { AppError } from '../app-error.ts';
import type { MessageKey } from '../../i18n/messages.ts';

/**
 * A spreadsheet the user sent that cannot be taken: damaged, too large, of the wrong kind.
 * An {@link AppError}, so a route that lets it through answers its localised message (400 by
 * default); `instanceof SpreadsheetError` tells it apart from a fault of ours.
 */
export class SpreadsheetError extends AppError {
  constructor(key: MessageKey, params: Record<string, string | number> = {}, status = 400) {
    super(status, key, params);
    this.name = 'SpreadsheetError';
  }
}
