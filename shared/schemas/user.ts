import { Type, type Static } from 'typebox';
import { UserInfoSchema } from './auth.ts';

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
  watermark: Type.String(),
  headerTitle: Type.String(),
  logo: Type.String(),
  logoEn: Type.String(),
  /** The one username that does not see the brand-culture entry (portal-shell §2.4). */
  brandHiddenFor: Type.String(),
  /** The global footer's record number (portal-shell §2.4); empty: not shown. */
  recordNumber: Type.String(),
  /** Links of the public and the service account, drawn as QR codes; empty: not shown. */
  publicAccountUrl: Type.String(),
  serviceAccountUrl: Type.String(),
});
export type Personalize = Static<typeof PersonalizeSchema>;
export const LoginLogoSchema = Type.Object({ loginLogo: Type.String() });
