import { defineAction } from '../kit/action.ts';
import { SaveDepartHeadsSchema } from '../schemas/department.ts';
import { PERMISSION_CODES } from '../schemas/permission-codes.ts';
import { departmentResource } from './department.ts';

/** Makes exactly the members named the department's heads: `POST /sys/sysDepart/saveHeads` (`userIds` comma-joined, empty for none). */
export const saveDepartHeadsAction = defineAction(departmentResource, {
  name: 'saveHeads', method: 'POST', path: 'saveHeads', permission: PERMISSION_CODES.departEdit, input: SaveDepartHeadsSchema,
});
