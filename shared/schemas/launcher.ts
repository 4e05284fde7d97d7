import { Type, type Static } from 'typebox';

/** Kinds of the home page's launcher apps (portal-shell §2.4): extensions and special-space portals. */
export const LAUNCHER_APP_KINDS = ['extension', 'portal'] as const;
export type LauncherAppKind = (typeof LAUNCHER_APP_KINDS)[number];

/** An app of the launcher, named in the request's language, with whether the user added it and a portal's pages. */
export const LauncherAppSchema = Type.Object({
  id: Type.String(),
  kind: Type.Enum(LAUNCHER_APP_KINDS),
  name: Type.String(),
  description: Type.String(),
  /** A Bootstrap icon name. */
  icon: Type.String(),
  added: Type.Boolean(),
  /** A portal's pages: ids of menu entries the user holds, in display order; none for an extension. */
  entryIds: Type.Array(Type.String()),
});
export type LauncherApp = Static<typeof LauncherAppSchema>;

/** Path parameters of `…/launcher/apps/{id}/add`. */
export const LauncherAppParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9-]+$' }),
});
