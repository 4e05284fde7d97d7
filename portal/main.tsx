import '@shoelace-style/shoelace/dist/themes/light.css';
import './styles/app.css';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '../shared/api/index.ts';
import { BCP47_TAGS, $loadedLocale, followOptionLabels, startLocalization } from '../shared/i18n/index.ts';
import { followTheme, iconBasePath } from '../shared/theme/index.ts';
import { keepFocusAfterDialogs } from '../shared/ui/dialog-focus.ts';
import '../shared/i18n/shoelace-terms.ts';
import { App } from './App.tsx';

configureApi({
  baseUrl: import.meta.env.VITE_DKP_API_BASE || '/api',
  signSecret: import.meta.env.VITE_DKP_SIGN_SECRET || 'dkp-dev-sign-secret',
});

// Menu icons are Bootstrap Icons names chosen by administrators, fetched from our own server.
setBasePath(iconBasePath());

// The theme of the settings drawer applies to every page, the sign-in page included.
followTheme();

// Shoelace selects show their chosen option in the new language after a switch.
followOptionLabels(document);

// A closed dialog gives focus back to its opener only if the user has not moved on meanwhile.
keepFocusAfterDialogs(document);

$loadedLocale.subscribe((locale) => {
  document.documentElement.lang = BCP47_TAGS[locale];
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Rendering waits for the stored language so that the first paint is already translated.
void startLocalization().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
