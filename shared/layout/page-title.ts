/**
 * The window title (portal-shell §2.4 "Page title is '{page title} · {header title}'; on
 * home only the header title"). `pageTitle` is null on the home page.
 */
export function documentTitle(pageTitle: string | null, headerTitle: string): string {
  return pageTitle ? `${pageTitle} · ${headerTitle}` : headerTitle;
}
