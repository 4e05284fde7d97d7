import { msg, str } from '@lit/localize';
import { useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { listParamsOf, type DataProvider, type ListStore, type Resource } from '../../shared/kit/index.ts';
import { notify } from '../components/notify.ts';
import { saveFile } from '../../shared/ui/save-file.ts';

/**
 * Export of a kit list (widgets-admin §7 "export URL"): the selected rows when some are
 * selected, else every row of the current query (filters, advanced query, sort); the file
 * is saved under the name the server gives.
 */
export function useExport<X extends Resource>(provider: DataProvider<X>, list: ListStore<X>) {
  const [exporting, setExporting] = useState(false);

  async function exportRows() {
    if (exporting) return;
    setExporting(true);
    try {
      const { pagination: _page, ...query } = listParamsOf(list.$state.get());
      const ids = list.$selection.get();
      saveFile(await provider.exportFile({ ...query, ...(ids.length ? { ids } : {}) }));
    } catch (error) {
      const reason = failureText(error);
      notify(msg(str`导出失败：${reason}`), 'danger');
    } finally {
      setExporting(false);
    }
  }

  return { exporting, exportRows };
}
