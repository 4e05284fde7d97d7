import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { iconBasePath } from '../../shared/theme/icon-base.ts';
import { $portalOrigin } from '../define/page-settings.ts';

// Imported by every module that renders Shoelace parts: `<sl-icon>` then fetches its icons
// from the DKP server (server/plugins/icon-assets.ts), not from the host page.
$portalOrigin.subscribe((origin) => setBasePath(iconBasePath(origin ?? location.origin)));
