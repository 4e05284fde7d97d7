import { useEffect, useRef } from 'react';
import { sendAccessLog } from '../../shared/access-log/send-access-log.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';

/**
 * Writes the access log when the active tab changes (portal-shell §3 "Access log", §7 sysLog
 * "sent when the active tab changes"): once for each activation of `fullPath`, when `page`
 * (the tab's menu entry) is a menu route; never for a page outside the menu. Another render
 * of the same activation (a menu reload, a language switch, React's double effects) sends
 * nothing; leaving the page and coming back is a new activation. Without a session nothing
 * is sent (sendAccessLog), and a failure is only logged to the console.
 */
export function useAccessLog(fullPath: string, page: MenuItem | undefined): void {
  // The path of the activation seen last, logged or not: coming back after a page outside
  // the menu is a new activation.
  const active = useRef<string | null>(null);
  useEffect(() => {
    if (active.current === fullPath) return;
    active.current = fullPath;
    if (page) void sendAccessLog({ permissionId: page.id, content: page.meta.title, path: fullPath });
  }, [fullPath, page]);
}
