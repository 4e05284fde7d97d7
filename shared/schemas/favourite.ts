import { Type, type Static } from 'typebox';

/** The menu entry a favourite points at, as the portal opens it (portal-shell §3 "Favourite": `sysPermissionMsg`). */
export const FavouritePageSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  nameTc: Type.String(),
  url: Type.String(),
  component: Type.String(),
  componentName: Type.String(),
  icon: Type.String(),
});

/** One favourite of the signed-in user (`GET /sys/collect/list`). */
export const FavouriteSchema = Type.Object({
  id: Type.String(),
  sysPermissionId: Type.String(),
  createTime: Type.String(),
  sysPermissionMsg: FavouritePageSchema,
});
export type Favourite = Static<typeof FavouriteSchema>;

/** `POST /sys/collect/add`: the report page to star. */
export const FavouriteAddSchema = Type.Object({ sysPermissionId: Type.String({ minLength: 1, maxLength: 64 }) });

/** `DELETE /sys/collect/delete?id=`: the favourite's id (from the list). */
export const FavouriteIdQuerySchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), _t: Type.Optional(Type.String()) });
