/**
 * The public surface of `<dkp-report>` for a React host (the portal's report pages use its
 * download modal; `register.ts` defines the custom element). Importing it adds the element's
 * styles to the document, as the host renders without a shadow root.
 */
import './report.css';

export { Report, type ReportProps } from './Report.tsx';
export { ReportDownloadDialog } from './ReportDownloadDialog.tsx';
export { reportElement } from './report.element.ts';
