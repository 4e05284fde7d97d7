import type { Locale } from '../../shared/schemas/locale.ts';
import { NOTICE_SUCCESS_MESSAGE } from '../../shared/schemas/notice.ts';

type Text = Record<Locale, string>;

/**
 * Every message the server sends, in the three languages. The type makes a missing
 * translation a compile error. `{name}` placeholders are filled by `translate`.
 */
export const MESSAGES = {
  ok: { cn: '操作成功', en: 'Operation successful', tc: '操作成功' },
  loginSuccess: { cn: '登录成功', en: 'Signed in', tc: '登錄成功' },
  logoutSuccess: { cn: '退出登录成功', en: 'Signed out', tc: '退出登錄成功' },
  badCredentials: { cn: '用户名或密码错误', en: 'Incorrect username or password', tc: '用戶名或密碼錯誤' },
  userFrozen: { cn: '该用户已冻结', en: 'This account is frozen', tc: '該用戶已凍結' },
  captchaRequired: { cn: '请输入验证码', en: 'Please enter the verification code', tc: '請輸入驗證碼' },
  captchaExpired: { cn: '验证码已失效，请刷新后重试', en: 'The verification code has expired; refresh it and try again', tc: '驗證碼已失效，請刷新後重試' },
  captchaWrong: { cn: '验证码错误', en: 'Incorrect verification code', tc: '驗證碼錯誤' },
  tooManyAttempts: {
    cn: '登录失败次数过多，请 {seconds} 秒后再试',
    en: 'Too many failed sign-ins; try again in {seconds} s',
    tc: '登錄失敗次數過多，請 {seconds} 秒後再試',
  },
  databaseUnavailable: {
    cn: '数据库暂时无法访问，请稍后再试',
    en: 'The database is not answering; try again later',
    tc: '數據庫暫時無法訪問，請稍後再試',
  },
  passwordWorkBusy: {
    cn: '登录人数过多，请 {seconds} 秒后再试',
    en: 'Too many sign-ins at once; try again in {seconds} s',
    tc: '登錄人數過多，請 {seconds} 秒後再試',
  },
  tokenMissing: { cn: '未登录或登录已失效，请重新登录', en: 'Not signed in, or the sign-in has expired; please sign in again', tc: '未登錄或登錄已失效，請重新登錄' },
  tokenExpired: { cn: '登录已过期，请重新登录', en: 'Sorry, your sign-in has expired. Please sign in again.', tc: '登錄已過期，請重新登錄' },
  forbidden: { cn: '没有权限访问该资源', en: 'Access denied', tc: '沒有權限訪問該資源' },
  tenantForbidden: { cn: '您不属于该租户', en: 'You are not a member of this tenant', tc: '您不屬於該租戶' },
  notFound: { cn: '资源不存在', en: 'Sorry, the resource was not found.', tc: '資源不存在' },
  internalError: { cn: '服务器内部错误，请稍后再试', en: 'Internal server error; please try again later', tc: '伺服器內部錯誤，請稍後再試' },
  invalidRequest: { cn: '请求参数错误：{detail}', en: 'Invalid request: {detail}', tc: '請求參數錯誤：{detail}' },
  fieldRequired: { cn: '{field} 不能为空', en: '{field} is required', tc: '{field} 不能為空' },
  fieldInvalid: { cn: '{field} 格式不正确', en: '{field} is not valid', tc: '{field} 格式不正確' },
  fieldTooLong: { cn: '{field} 长度不能超过 {limit}', en: '{field} must be at most {limit} characters', tc: '{field} 長度不能超過 {limit}' },
  fieldTooShort: { cn: '{field} 长度不能少于 {limit}', en: '{field} must be at least {limit} characters', tc: '{field} 長度不能少於 {limit}' },
  fieldUnknown: { cn: '不允许的参数 {field}', en: 'Unexpected parameter {field}', tc: '不允許的參數 {field}' },
  passwordPolicy: {
    cn: '密码至少 8 位，且须包含数字、大写字母、小写字母和特殊符号',
    en: 'The password needs at least 8 characters mixing digits, upper and lower case letters and symbols',
    tc: '密碼至少 8 位，且須包含數字、大寫字母、小寫字母和特殊符號',
  },
  passwordMismatch: { cn: '两次输入的密码不一样！', en: 'The two passwords differ.', tc: '兩次輸入的密碼不一樣！' },
  oldPasswordWrong: { cn: '旧密码输入错误', en: 'The old password is incorrect', tc: '舊密碼輸入錯誤' },
  passwordSameAsOld: { cn: '新密码不能与旧密码相同', en: 'The new password must differ from the old one', tc: '新密碼不能與舊密碼相同' },
  passwordChanged: { cn: '密码修改成功，请重新登录', en: 'Password changed; please sign in again', tc: '密碼修改成功，請重新登錄' },
  notOwnAccount: { cn: '只能修改自己的密码', en: 'You can only change your own password', tc: '只能修改自己的密碼' },
  noDepartment: { cn: '您尚未设置部门信息!', en: 'You have no department yet.', tc: '您尚未設置部門信息!' },
  departNotYours: { cn: '您不属于该部门', en: 'You do not belong to this department', tc: '您不屬於該部門' },
  signMissing: { cn: '签名验证失败：缺少签名或时间戳', en: 'Signature check failed: signature or timestamp missing', tc: '簽名驗證失敗：缺少簽名或時間戳' },
  signExpired: { cn: '签名验证失败：请求已过期，请校准时间后重试', en: 'Signature check failed: the request is too old; check the clock and retry', tc: '簽名驗證失敗：請求已過期，請校準時間後重試' },
  signInvalid: { cn: '签名验证失败：签名不正确', en: 'Signature check failed: wrong signature', tc: '簽名驗證失敗：簽名不正確' },
  identifierInvalid: { cn: '非法的名称：{name}', en: 'Not a valid name: {name}', tc: '非法的名稱：{name}' },
  tableNotAllowed: { cn: '不允许查询该表或字段：{name}', en: 'This table or field may not be queried: {name}', tc: '不允許查詢該表或字段：{name}' },
  dictNotFound: { cn: '字典不存在：{code}', en: 'No such dictionary: {code}', tc: '字典不存在：{code}' },
  valueAvailable: { cn: '该值可用！', en: 'This value is available.', tc: '該值可用！' },
  valueTaken: { cn: '该值不可用，系统中已存在！', en: 'This value is taken; it already exists.', tc: '該值不可用，系統中已存在！' },
  cacheRefreshed: { cn: '刷新缓存完成！', en: 'Cache refreshed.', tc: '刷新緩存完成！' },
  usernameChars: { cn: '只允许字母、数字、下划线', en: 'Only letters, digits and underscores are allowed', tc: '只允許字母、數字、下劃線' },
  usernameLength: { cn: '用户名长度为{min}到{max}个字符', en: 'The username needs {min} to {max} characters', tc: '用戶名長度為{min}到{max}個字符' },
  emailInvalid: { cn: '邮箱格式不正确', en: 'The e-mail address is not valid', tc: '郵箱格式不正確' },
  usernameTaken: { cn: '该用户名已被注册', en: 'This username is already taken', tc: '該用戶名已被註冊' },
  usernameAvailable: { cn: '该用户名可用', en: 'This username is available', tc: '該用戶名可用' },
  phoneTaken: { cn: '该手机号已被注册', en: 'This mobile number is already registered', tc: '該手機號已被註冊' },
  registered: { cn: '注册成功', en: 'Registration complete', tc: '註冊成功' },
  tooManyRequests: { cn: '请求过于频繁，请 {seconds} 秒后再试', en: 'Too many requests; try again in {seconds} s', tc: '請求過於頻繁，請 {seconds} 秒後再試' },
  accountVerified: { cn: '验证通过', en: 'Verified', tc: '驗證通過' },
  alterationTicketInvalid: { cn: '修改凭证无效或已使用，请重新验证旧密码', en: 'This change is no longer valid; verify your old password again', tc: '修改憑證無效或已使用，請重新驗證舊密碼' },
  alterationTicketExpired: { cn: '修改凭证已过期，请重新验证旧密码', en: 'This change has expired; verify your old password again', tc: '修改憑證已過期，請重新驗證舊密碼' },
  passwordExpired: {
    cn: '密码未在规定时间内修改，请重新登录！',
    en: 'The password has not been changed within the specified time. Please sign in again.',
    tc: '密碼未在規定時間內修改，請重新登錄！',
  },
  tenantFrozen: { cn: '该租户已冻结', en: 'This tenant is frozen', tc: '該租戶已凍結' },
  mobileInvalid: { cn: '请输入正确手机号', en: 'Please enter a valid mobile number', tc: '請輸入正確手機號' },
  smsSent: { cn: '验证码已发送，5 分钟内有效', en: 'The code has been sent; it is valid for 5 minutes', tc: '驗證碼已發送，5 分鐘內有效' },
  smsTooFrequent: { cn: '验证码发送过于频繁，请 {seconds} 秒后再试', en: 'Codes are sent once a minute; try again in {seconds} s', tc: '驗證碼發送過於頻繁，請 {seconds} 秒後再試' },
  smsTooMany: { cn: '请求验证码的号码过多，请 {seconds} 秒后再试', en: 'Codes were asked for too many numbers; try again in {seconds} s', tc: '請求驗證碼的號碼過多，請 {seconds} 秒後再試' },
  smsCodeWrong: { cn: '短信验证码错误', en: 'Incorrect SMS code', tc: '短信驗證碼錯誤' },
  smsCodeExpired: { cn: '短信验证码已失效，请重新获取', en: 'The SMS code is no longer valid; please request a new one', tc: '短信驗證碼已失效，請重新獲取' },
  smsCodeText: {
    cn: '【DKP】您的验证码是 {code}，{minutes} 分钟内有效。请勿泄露给他人。',
    en: '[DKP] Your verification code is {code}, valid for {minutes} minutes. Do not share it.',
    tc: '【DKP】您的驗證碼是 {code}，{minutes} 分鐘內有效。請勿洩露給他人。',
  },
  resetMismatch: { cn: '账号或手机号不正确', en: 'The account or the mobile number is not correct', tc: '賬號或手機號不正確' },
  resetTicketInvalid: { cn: '重置凭证无效或已过期，请重新验证手机', en: 'The reset has expired; please verify your mobile again', tc: '重置憑證無效或已過期，請重新驗證手機' },
  passwordReset: { cn: '密码重置成功，请使用新密码登录', en: 'Password reset; sign in with the new password', tc: '密碼重置成功，請使用新密碼登錄' },
  scanLoginInvalid: { cn: '二维码无效或已过期，请在电脑上刷新二维码', en: 'This QR code is not valid or has expired; refresh it on the computer', tc: '二維碼無效或已過期，請在電腦上刷新二維碼' },
  scanLoginTaken: { cn: '该二维码已被其他账号扫描', en: 'This QR code was scanned by another account', tc: '該二維碼已被其他賬號掃描' },
  scanLoginConfirmed: { cn: '已确认登录', en: 'Sign-in confirmed', tc: '已確認登錄' },
  scanLoginRefused: { cn: '已拒绝登录', en: 'Sign-in refused', tc: '已拒絕登錄' },
  chatLoginNotConfigured: { cn: '企业通讯登录未启用或配置不完整', en: 'Enterprise chat sign-in is off or not fully configured', tc: '企業通訊登錄未啟用或配置不完整' },
  chatLoginFailed: { cn: '企业通讯登录失败，请重试', en: 'Enterprise chat sign-in failed; please try again', tc: '企業通訊登錄失敗，請重試' },
  chatLoginNoUser: { cn: '该企业通讯账号未绑定门户用户', en: 'This enterprise chat account is not linked to a portal user', tc: '該企業通訊賬號未綁定門戶用戶' },
  // The documented client compares the message of a notice change with 'success' literally
  // (portal-shell §7), so it is the same word in every language; the client shows its own text.
  noticeSuccess: { cn: NOTICE_SUCCESS_MESSAGE, en: NOTICE_SUCCESS_MESSAGE, tc: NOTICE_SUCCESS_MESSAGE },
  noticeNoUnread: { cn: '没有未读消息', en: 'There are no unread notices', tc: '沒有未讀消息' },
  announcementUsersRequired: { cn: '指定用户不能为空', en: 'Specified users cannot be empty', tc: '指定用戶不能為空' },
  announcementUsersUnknown: { cn: '指定用户不存在：{id}', en: 'No such user in this tenant: {id}', tc: '指定用戶不存在：{id}' },
  announcementTimeOrder: { cn: '开始时间必须早于结束时间', en: 'The start time must be earlier than the end time', tc: '開始時間必須早於結束時間' },
  announcementTimeInvalid: { cn: '{field} 不是有效的时间', en: '{field} is not a valid time', tc: '{field} 不是有效的時間' },
  announcementTitleRequired: { cn: '标题不能为空', en: 'The title cannot be empty', tc: '標題不能為空' },
  announcementOpenPageInvalid: {
    cn: '跳转地址须为以 / 开头的门户路径或 http(s) 地址',
    en: 'The page to open must be a portal path starting with / or an http(s) address',
    tc: '跳轉地址須為以 / 開頭的門戶路徑或 http(s) 地址',
  },
  announcementComponentPageInvalid: {
    cn: '门户组件的打开页面须为以 / 开头的门户路径',
    en: 'The page of a portal component must be a portal path starting with /',
    tc: '門戶組件的打開頁面須為以 / 開頭的門戶路徑',
  },
  announcementReleased: { cn: '通告发布成功', en: 'Announcement released', tc: '通告發佈成功' },
  announcementRevoked: { cn: '通告撤销成功', en: 'Announcement revoked', tc: '通告撤銷成功' },
  announcementAlreadyReleased: { cn: '该通告已发布', en: 'This announcement is already released', tc: '該通告已發佈' },
  announcementNotReleased: { cn: '该通告未发布，无需撤销', en: 'This announcement is not released, so it cannot be revoked', tc: '該通告未發佈，無需撤銷' },
  announcementEditReleased: { cn: '已发布的通告不能编辑，请先撤销', en: 'A released announcement cannot be edited; revoke it first', tc: '已發佈的通告不能編輯，請先撤銷' },
  announcementEnded: { cn: '该通告已过结束时间，不能发布', en: 'This announcement has passed its end time, so it cannot be released', tc: '該通告已過結束時間，不能發佈' },
  announcementSaved: { cn: '保存成功', en: 'Saved', tc: '保存成功' },
  announcementDeleted: { cn: '删除成功', en: 'Deleted', tc: '刪除成功' },
  announcementPageTitle: { cn: '通知消息', en: 'Notice message', tc: '通知消息' },
  // As the portal's detail dialog says them (locales/*.xlf '发布人', '发布时间').
  announcementSender: { cn: '发布人', en: 'Sender', tc: '發佈人' },
  announcementSendTime: { cn: '发布时间', en: 'Send time', tc: '發佈時間' },
  // The back-office kit (issue 11; server/kit).
  kitAdded: { cn: '添加成功！', en: 'Added', tc: '添加成功！' },
  kitEdited: { cn: '编辑成功！', en: 'Saved', tc: '編輯成功！' },
  kitDeleted: { cn: '删除成功！', en: 'Deleted', tc: '刪除成功！' },
  kitBatchDeleted: { cn: '批量删除成功！', en: 'The selected records were deleted', tc: '批量刪除成功！' },
  // As JeecgBoot's forms say it (widgets-admin §5 "授权标识已存在!").
  fieldTaken: { cn: '{name}已存在!', en: '{name} is already taken', tc: '{name}已存在!' },
  superQueryInvalid: { cn: '高级查询条件有误：{detail}', en: 'The advanced query is not valid: {detail}', tc: '高級查詢條件有誤：{detail}' },
  dataRuleInvalid: {
    cn: '数据权限规则配置有误，请联系管理员',
    en: 'A data rule of this page is not valid; please ask an administrator',
    tc: '數據權限規則配置有誤，請聯繫管理員',
  },
  dataRuleRefused: { cn: '该数据超出您的数据权限范围', en: 'This record is outside your data permissions', tc: '該數據超出您的數據權限範圍' },
  platformOnly: {
    cn: '只有平台管理员可以管理此数据',
    en: 'Only the platform administrators may manage this data',
    tc: '只有平台管理員可以管理此數據',
  },
  adminRoleUndeletable: {
    cn: '管理员角色不能删除',
    en: 'The administrator role cannot be deleted',
    tc: '管理員角色不能刪除',
  },
  relationInvalid: { cn: '{name}中有不属于本租户的数据', en: '{name} names records that are not of this tenant', tc: '{name}中有不屬於本租戶的數據' },
  adminUnchangeable: { cn: '管理员账号不能被修改、冻结或删除', en: 'The administrator account cannot be changed, frozen or deleted', tc: '管理員賬號不能被修改、凍結或刪除' },
  cannotDeleteSelf: { cn: '不能删除当前登录的用户', en: 'You cannot delete your own account', tc: '不能刪除當前登錄的用戶' },
  userInOtherTenants: {
    cn: '该用户还属于其他租户，只能由平台管理员删除',
    en: 'This user also belongs to other tenants; only the platform administrators can delete them',
    tc: '該用戶還屬於其他租戶，只能由平台管理員刪除',
  },
  usersFrozen: { cn: '冻结成功', en: 'Frozen', tc: '凍結成功' },
  usersThawed: { cn: '解冻成功', en: 'Thawed', tc: '解凍成功' },
  usersRestored: { cn: '还原成功', en: 'Restored', tc: '還原成功' },
  idsInvalid: { cn: '请至少选择一条记录', en: 'Select at least one record', tc: '請至少選擇一條記錄' },
  // menus (issue 11): menus, permission groups, role grants, data rules, and the kit's tree checks.
  treeParentUnknown: { cn: '上级节点不存在', en: 'The parent does not exist', tc: '上級節點不存在' },
  treeParentCycle: {
    cn: '不能把节点移到它自己或它的下级之下',
    en: 'A node cannot be moved under itself or one of its descendants',
    tc: '不能把節點移到它自己或它的下級之下',
  },
  menuParentRequired: { cn: '子菜单和按钮须选择上级菜单', en: 'A submenu or a button needs a parent menu', tc: '子選單和按鈕須選擇上級選單' },
  menuPermsRequired: { cn: '按钮的授权标识不能为空', en: 'A button needs an authorisation identifier', tc: '按鈕的授權標識不能為空' },
  menuUrlNotHttp: {
    cn: '外部链接须以 http:// 或 https:// 开头',
    en: 'An external link must start with http:// or https://',
    tc: '外部鏈接須以 http:// 或 https:// 開頭',
  },
  menuPathInvalid: { cn: '菜单路径须以 / 开头', en: 'A menu path must start with /', tc: '選單路徑須以 / 開頭' },
  permissionGroupUnknown: { cn: '权限分组不存在', en: 'No such permission group', tc: '權限分組不存在' },
  grantPermissionUnknown: { cn: '权限不存在：{id}', en: 'No such permission: {id}', tc: '權限不存在：{id}' },
  grantSaved: { cn: '保存成功！', en: 'Saved', tc: '保存成功！' },
  dataRuleNoResource: {
    cn: '该菜单的页面（{page}）不支持数据规则',
    en: 'Data rules cannot apply to the page of this menu ({page})',
    tc: '該選單的頁面（{page}）不支持數據規則',
  },
  dataRuleColumnInvalid: {
    cn: '规则字段 {name} 不是该页面数据的字段',
    en: 'The rule field {name} is not a field of this page\'s data',
    tc: '規則字段 {name} 不是該頁面數據的字段',
  },
  dataRuleValueInvalid: {
    cn: '规则值不适用于字段 {name} 或该条件',
    en: 'The rule value does not suit the field {name} or the condition',
    tc: '規則值不適用於字段 {name} 或該條件',
  },
  dataRuleVariableUnknown: {
    cn: '未知的系统变量 {name}，可用：{list}',
    en: 'Unknown variable {name}; use one of {list}',
    tc: '未知的系統變量 {name}，可用：{list}',
  },
  dataRuleNotOfMenu: { cn: '数据规则不属于该菜单', en: 'These data rules do not belong to this menu', tc: '數據規則不屬於該選單' },
  dataRuleMenuNotGranted: {
    cn: '请先保存角色菜单权限!',
    en: 'Save the role\'s menu permissions first',
    tc: '請先保存角色選單權限!',
  },
} satisfies Record<string, Text>;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof MESSAGES;

/** The message `key` in `locale` with its `{placeholders}` filled. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
