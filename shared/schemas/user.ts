import { Type, type Static } from 'typebox';
import { UserInfoSchema } from './auth.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/** Department for switching (portal-shell §3). */
export const DepartSchema = Type.Object({
  id: Type.String(),
  departName: Type.String(),
  orgCode: Type.String(),
});
export type Depart = Static<typeof DepartSchema>;

/** `GET /sys/user/getCurrentUserDeparts` result. */
export const CurrentDepartsSchema = Type.Object({
  list: Type.Array(DepartSchema),
  orgCode: Type.String(),
});
export type CurrentDeparts = Static<typeof CurrentDepartsSchema>;

/** `PUT /sys/selectDepart` body and result. */
export const SelectDepartSchema = Type.Object({
  orgCode: Type.String({ minLength: 1, maxLength: 64 }),
  username: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SelectDepart = Static<typeof SelectDepartSchema>;
export const SelectDepartResultSchema = Type.Object({ userInfo: UserInfoSchema });

/** Personalisation (portal-shell §3). */
export const PersonalizeSchema = Type.Object({
  /** Watermark text per language (portal-shell §2.4, default 'data knowledge portal'). */
  watermark: LocalizedTextSchema,
  /** The platform name: header title and home tab title, per language. */
  headerTitle: LocalizedTextSchema,
  /** The header logo's address per language (the spec's `logo` and `logoEn`, plus tc). */
  logo: LocalizedTextSchema,
  /** The one username that does not see the brand-culture entry (portal-shell §2.4). */
  brandHiddenFor: Type.String(),
  /** The global footer's record number (portal-shell §2.4); empty: not shown. */
  recordNumber: Type.String(),
  /** Links of the public and the service account, drawn as QR codes; empty: not shown. */
  publicAccountUrl: Type.String(),
  serviceAccountUrl: Type.String(),
});
export type Personalize = Static<typeof PersonalizeSchema>;
/** `GET /sys/personalIze/getLoginLogo` result: the login logo's address per language. */
export const LoginLogoSchema = Type.Object({ loginLogo: LocalizedTextSchema });
export type LoginLogo = Static<typeof LoginLogoSchema>;
