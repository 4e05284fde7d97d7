import '@shoelace-style/shoelace/dist/themes/light.css';
import './viewer.css';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { createRoot } from 'react-dom/client';
import { startLocalization } from '../../shared/i18n/index.ts';
import { iconBasePath } from '../../shared/theme/index.ts';
import { ViewerApp } from './ViewerApp.tsx';

/**
 * The report viewer page (issue 12, portal-shell §2.5): opened by a trusted ticket in a frame
 * of the portal or of an intranet page; its viewer session token is in a meta tag the server
 * filled (no inline script under the portal's CSP).
 */
setBasePath(iconBasePath());
const token = document.querySelector<HTMLMetaElement>('meta[name="dkp-report-session"]')?.content ?? '';
const root = document.getElementById('report');
if (!root) throw new Error('report-viewer.html has no #report element');
void startLocalization().then(() => createRoot(root).render(<ViewerApp token={token} />));
