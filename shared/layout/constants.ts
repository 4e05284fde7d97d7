/** Width of the collapsed side menu in pixels (portal-shell §9 "Collapsed side menu 80 px"). */
export const COLLAPSED_SIDE_WIDTH = 80;

/** Below this window width the portal is in mobile mode: side menu as a drawer, no tabs. */
export const MOBILE_MAX_WIDTH = 767;

/**
 * A touch screen no taller than this is a phone held sideways: mobile mode too, since a
 * desktop header, top menu and tab bar would leave it almost no room for the page.
 */
export const MOBILE_LANDSCAPE_MAX_HEIGHT = 500;

/**
 * The media query of mobile mode, built from {@link MOBILE_MAX_WIDTH} and
 * {@link MOBILE_LANDSCAPE_MAX_HEIGHT}. A media query reads the layout viewport, which
 * `<meta name="viewport">` fixes to the device's size; `innerWidth` on a phone is the visual
 * viewport, which zooms out when the page is wider than the screen.
 */
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px), (pointer: coarse) and (max-height: ${MOBILE_LANDSCAPE_MAX_HEIGHT}px)`;

/** From this window width on, the top menu gets the window width minus {@link TOP_MENU_MARGIN} (portal-shell §2.4). */
export const WIDE_WINDOW_WIDTH = 1280;

/** What the top menu leaves free of a wide window (portal-shell §2.4 "window width minus 90"). */
export const TOP_MENU_MARGIN = 90;

/** Width of the top menu in a window narrower than {@link WIDE_WINDOW_WIDTH} (portal-shell §2.4). */
export const NARROW_TOP_MENU_WIDTH = 800;

/** The year the footer's copyright names (portal-shell §2.4 "footer year 2022"). */
export const FOOTER_YEAR = 2022;

/** Path of the class module, whose top-menu entry always navigates (portal-shell §2.4). */
export const MY_CLASS_PATH = '/dashboard/MyClass';
