import '@shoelace-style/shoelace/dist/themes/light.css';
import './viewer.css';
import { setPersistentEngine } from '@nanostores/persistent';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { createRoot } from 'react-dom/client';
import { startLocalization } from '../../shared/i18n/index.ts';
import { BCP47_TAGS } from '../../shared/i18n/locale-names.ts';
import { LOCALES } from '../../shared/schemas/locale.ts';
import { chooseLocale } from '../../shared/stores/index.ts';
import { iconBasePath } from '../../shared/theme/index.ts';
import { ViewerApp } from './ViewerApp.tsx';

/**
 * The report viewer page (issue 12, portal-shell §2.5): opened by a trusted ticket in a frame
 * of the portal or of an intranet page; its viewer session token is in a meta tag the server
 * filled (no inline script under the portal's CSP).
 */
setBasePath(iconBasePath());
// The viewer speaks the language its ticket was issued in (the page's `lang`, set by the
// server), and keeps it to itself: in the portal's own origin the shared stores persist to
// the same local storage, where writing the viewer's language would switch the portal back
// to it (and the portal's switch would reach the viewer half-way). So nothing is persisted here.
const memory: Record<string, string> = {};
setPersistentEngine(memory, { addEventListener() {}, removeEventListener() {}, perKey: false });
chooseLocale(LOCALES.find((locale) => BCP47_TAGS[locale] === document.documentElement.lang) ?? 'cn');
const token = document.querySelector<HTMLMetaElement>('meta[name="dkp-report-session"]')?.content ?? '';
const root = document.getElementById('report');
if (!root) throw new Error('report-viewer.html has no #report element');
void startLocalization().then(() => createRoot(root).render(<ViewerApp token={token} />));
