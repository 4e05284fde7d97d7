import type { Locale } from '../../shared/schemas/locale.ts';
import { NOTICE_SUCCESS_MESSAGE } from '../../shared/schemas/notice.ts';
import { CONTENT_MESSAGES } from './content-messages.ts';
import { FOLDER_MESSAGES } from './folder-messages.ts';
import { REPORT_MESSAGES } from './report-messages.ts';
import type { Text } from './text.ts';
import { UPLOAD_MESSAGES } from './upload-messages.ts';


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
  userDeparted: { cn: '该用户已离职，不能登录', en: 'This account belongs to someone who has left; it cannot sign in', tc: '該用戶已離職，不能登錄' },
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
  accessLogPageUnknown: {
    cn: '访问日志的页面不存在或无权访问', en: 'The page of the access log entry does not exist or is not yours to open', tc: '訪問日誌的頁面不存在或無權訪問',
  },
  // Favourites (portal-shell §4, §7, §8).
  reportNotPermitted: {
    cn: '您暂无权限查看该报表或报表已删除，请联系管理员！',
    en: 'You have no permission to view this report, or it was deleted. Please contact the administrator.',
    tc: '您暫無權限查看該報表或報表已刪除，請聯繫管理員！',
  },
  // The report server (issue 12, architecture §5).
  ...REPORT_MESSAGES,
  // The content engine (issue 24).
  ...CONTENT_MESSAGES,
  // Folders with permissions (issue 24).
  ...FOLDER_MESSAGES,
  favouriteAdded: { cn: '收藏成功', en: 'Added to favourites', tc: '收藏成功' },
  favouriteRemoved: { cn: '已取消收藏', en: 'Removed from favourites', tc: '已取消收藏' },
  announcementReleased: { cn: '通告发布成功', en: 'Announcement released', tc: '通告發佈成功' },
  announcementRevoked: { cn: '通告撤销成功', en: 'Announcement revoked', tc: '通告撤銷成功' },
  announcementAlreadyReleased: { cn: '该通告已发布', en: 'This announcement is already released', tc: '該通告已發佈' },
  announcementNotReleased: { cn: '该通告未发布，无需撤销', en: 'This announcement is not released, so it cannot be revoked', tc: '該通告未發佈，無需撤銷' },
  announcementEditReleased: { cn: '已发布的通告不能编辑，请先撤销', en: 'A released announcement cannot be edited; revoke it first', tc: '已發佈的通告不能編輯，請先撤銷' },
  announcementEnded: { cn: '该通告已过结束时间，不能发布', en: 'This announcement has passed its end time, so it cannot be released', tc: '該通告已過結束時間，不能發佈' },
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
  // Departed users (widgets-admin §4): server/modules/users/user-departure-routes.ts.
  userMarkedDeparted: { cn: '已设为离职', en: 'Marked as departed', tc: '已設為離職' },
  departureCancelled: { cn: '已取消离职', en: 'Departure cancelled', tc: '已取消離職' },
  userAlreadyDeparted: { cn: '该用户已离职', en: 'This user has already left', tc: '該用戶已離職' },
  userNotDeparted: { cn: '所选用户中有未离职的用户', en: 'Some of the chosen users have not left', tc: '所選用戶中有未離職的用戶' },
  departedUnchangeable: {
    cn: '已离职的用户不能冻结或解冻，请先取消离职',
    en: 'A user who has left cannot be frozen or thawed; cancel the departure first',
    tc: '已離職的用戶不能凍結或解凍，請先取消離職',
  },
  cannotQuitSelf: { cn: '不能将当前登录的用户设为离职', en: 'You cannot mark your own account as departed', tc: '不能將當前登錄的用戶設為離職' },
  tenantsInvalid: { cn: '所属租户中有不存在的租户', en: 'Tenants names a tenant that does not exist', tc: '所屬租戶中有不存在的租戶' },
  platformTenantFixed: { cn: '平台租户不能修改或删除', en: 'The platform tenant cannot be changed or deleted', tc: '平台租戶不能修改或刪除' },
  idsInvalid: { cn: '请至少选择一条记录', en: 'Select at least one record', tc: '請至少選擇一條記錄' },
  // JeecgBoot's start-up and role–user calls (issue 23): server/modules/users/user-jeecg-routes.ts and neighbours.
  roleCodeTaken: { cn: '角色编码已存在', en: 'This role code already exists', tc: '角色編碼已存在' },
  menuRouteTaken: { cn: '访问路径不允许重复，请重定义！', en: 'Another menu has this route; choose another', tc: '訪問路徑不允許重複，請重定義！' },
  userRoleAdded: { cn: '添加成功！', en: 'Users added to the role', tc: '添加成功！' },
  userRoleDeleted: { cn: '删除成功！', en: 'User removed from the role', tc: '刪除成功！' },
  roleUnknown: { cn: '角色不存在或不属于本租户', en: 'No such role in this tenant', tc: '角色不存在或不屬於本租戶' },
  tooManyPasswordResets: { cn: '一次最多重置 {max} 个用户的密码', en: 'At most {max} passwords can be reset at once', tc: '一次最多重置 {max} 個用戶的密碼' },
  passwordsReset: {
    cn: '密码已重置，请将临时密码告知用户，用户下次登录时须修改',
    en: 'Passwords reset; give each user the temporary password, which must be changed at the next sign-in',
    tc: '密碼已重置，請將臨時密碼告知用戶，用戶下次登錄時須修改',
  },
  // Spreadsheets, uploads and the file store (issues 11, 24).
  ...UPLOAD_MESSAGES,
  importPasswordsBusy: {
    cn: '待设置的导入密码已超过 {limit} 个，请稍后再导入用户',
    en: 'More than {limit} imported passwords are waiting to be set; import users again later',
    tc: '待設置的導入密碼已超過 {limit} 個，請稍後再導入用戶',
  },
  importBusy: {
    cn: '正在进行的导入较多，请 {seconds} 秒后重试',
    en: 'Too many imports are running; try again in {seconds} seconds',
    tc: '正在進行的導入較多，請 {seconds} 秒後重試',
  },
  // departments (issue 11): the kit's tree checks, departments, department permissions and roles.
  treeParentInvalid: { cn: '上级不存在或无权访问', en: 'The parent does not exist, or is not yours', tc: '上級不存在或無權訪問' },
  treeParentCycle: {
    cn: '上级不能是自身或其下级',
    en: 'The parent cannot be the record itself or one of its descendants',
    tc: '上級不能是自身或其下級',
  },
  departHasChildren: {
    cn: '部门“{name}”下还有子部门，不能删除',
    en: 'The department "{name}" still has sub-departments, so it cannot be deleted',
    tc: '部門「{name}」下還有子部門，不能刪除',
  },
  departHasUsers: {
    cn: '部门“{name}”下还有用户，不能删除',
    en: 'The department "{name}" still has users, so it cannot be deleted',
    tc: '部門「{name}」下還有用戶，不能刪除',
  },
  departCodesExhausted: {
    cn: '该上级下的部门编码已用完',
    en: 'No department codes are left under this parent',
    tc: '該上級下的部門編碼已用完',
  },
  departPhoneInvalid: { cn: '电话号码格式不正确！', en: 'The phone number format is incorrect!', tc: '電話號碼格式不正確！' },
  departFaxInvalid: { cn: '传真号码格式不正确！', en: 'The fax number format is incorrect!', tc: '傳真號碼格式不正確！' },
  departNotFound: { cn: '部门不存在', en: 'No such department', tc: '部門不存在' },
  departOrdinaryEmployee: {
    cn: '普通员工暂无此权限',
    en: 'Ordinary employees currently do not have this permission',
    tc: '普通員工暫無此權限',
  },
  departPermissionUnknown: { cn: '权限不存在：{id}', en: 'No such permission: {id}', tc: '權限不存在：{id}' },
  departRolePermissionOutside: {
    cn: '部门角色只能授予本部门可授予的权限',
    en: 'A department role can only get the permissions its department may grant',
    tc: '部門角色只能授予本部門可授予的權限',
  },
  departRoleOutside: { cn: '角色不属于该部门', en: 'The role does not belong to this department', tc: '角色不屬於該部門' },
  departUserNotMember: {
    cn: '用户不是该部门的成员',
    en: 'The user is not a member of this department',
    tc: '用戶不是該部門的成員',
  },
  departSaved: { cn: '保存成功！', en: 'Saved', tc: '保存成功！' },
  // menus (issue 11): menus, permission groups, role grants, data rules.
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
  // Scheduled jobs (issue 13): server/modules/scheduler.
  cronParts: {
    cn: 'Cron 表达式须有 6 或 7 段：秒 分 时 日 月 周 [年]', en: 'A cron expression has 6 or 7 parts: second minute hour day month week [year]',
    tc: 'Cron 表達式須有 6 或 7 段：秒 分 時 日 月 週 [年]',
  },
  cronDayAndWeek: {
    cn: 'Cron 表达式的“日”和“周”须有且只有一个为 ?', en: "Exactly one of a cron expression's day and week must be ?", tc: 'Cron 表達式的「日」和「週」須有且只有一個為 ?',
  },
  cronSyntax: { cn: 'Cron 表达式无法识别：{detail}', en: 'The cron expression cannot be read: {detail}', tc: 'Cron 表達式無法識別：{detail}' },
  jobKindUnknown: { cn: '任务类型“{kind}”不存在', en: 'There is no job kind "{kind}"', tc: '任務類型「{kind}」不存在' },
  jobPaused: { cn: '定时任务已暂停', en: 'The job is paused', tc: '定時任務已暫停' },
  jobResumed: { cn: '定时任务已启动', en: 'The job is started', tc: '定時任務已啟動' },
  jobExecuted: { cn: '已加入执行队列，稍后可在执行记录中查看', en: 'Queued to run now; see its run history', tc: '已加入執行隊列，稍後可在執行記錄中查看' },
  fireIntervalTooShort: {
    cn: 'Cron 表达式触发过于频繁：两次触发之间至少间隔 {seconds} 秒（平台设置）',
    en: 'The cron expression fires too often: two fires must be at least {seconds} seconds apart (a platform setting)',
    tc: 'Cron 表達式觸發過於頻繁：兩次觸發之間至少間隔 {seconds} 秒（平台設置）',
  },
  // Push plans and report subscriptions (issue 13; portal-shell §2.7, §5, §7): server/modules/subscriptions.
  pushPlanCronParts: {
    cn: 'Cron 表达式须有 6 或 7 段：秒 分 时 日 月 周 [年]', en: 'A cron expression has 6 or 7 parts: second minute hour day month week [year]',
    tc: 'Cron 表達式須有 6 或 7 段：秒 分 時 日 月 週 [年]',
  },
  pushPlanCronDayAndWeek: {
    cn: 'Cron 表达式的“日”与“周”须有且只有一个为 ?', en: 'Exactly one of the day and week parts of a cron expression must be ?',
    tc: 'Cron 表達式的「日」與「週」須有且只有一個為 ?',
  },
  pushPlanCronSyntax: { cn: 'Cron 表达式不正确：{detail}', en: 'The cron expression is not valid: {detail}', tc: 'Cron 表達式不正確：{detail}' },
  pushPlanInUse: {
    cn: '该推送计划仍有订阅，请先删除订阅', en: 'Subscriptions still use this push plan; delete them first', tc: '該推送計劃仍有訂閱，請先刪除訂閱',
  },
  subscribeNoMenu: { cn: '请选择一个菜单!', en: 'Please choose a menu!', tc: '請選擇一個選單!' },
  subscribeNotReport: {
    cn: '只有内置报表的报表页面可以订阅', en: 'Only report pages showing a built-in report can be subscribed to', tc: '只有內置報表的報表頁面可以訂閱',
  },
  subscribePlanUnknown: { cn: '推送计划不存在', en: 'The push plan does not exist', tc: '推送計劃不存在' },
  subscribeUserUnknown: {
    cn: '用户“{name}”不存在、不属于本租户或已离职', en: 'The user "{name}" does not exist, is not in this tenant or has left',
    tc: '用戶「{name}」不存在、不屬於本租戶或已離職',
  },
  subscribeSaved: { cn: '订阅成功！', en: 'Subscribed', tc: '訂閱成功！' },
  subscribeUpdated: { cn: '订阅修改成功！', en: 'Subscription updated', tc: '訂閱修改成功！' },
  subscribeDeleted: { cn: '删除订阅成功！', en: 'Subscription deleted', tc: '刪除訂閱成功！' },
  subscribeNotFound: { cn: '订阅不存在或已删除', en: 'The subscription does not exist or was deleted', tc: '訂閱不存在或已刪除' },
  subscriptionMailSubject: { cn: '【报表订阅】{title}', en: '[Report subscription] {title}', tc: '【報表訂閱】{title}' },
  subscriptionMailBody: {
    cn: '{name}，您好：\n\n附件是您订阅的报表“{title}”（推送计划“{plan}”，{time}）。\n\n此邮件由系统自动发送，请勿回复。',
    en: 'Dear {name},\n\nAttached is the report "{title}" you subscribed to (push plan "{plan}", {time}).\n\nThis mail was sent automatically; please do not reply.',
    tc: '{name}，您好：\n\n附件是您訂閱的報表「{title}」（推送計劃「{plan}」，{time}）。\n\n此郵件由系統自動發送，請勿回覆。',
  },
  subscriptionNoticeTitle: { cn: '报表订阅：{title}', en: 'Report subscription: {title}', tc: '報表訂閱：{title}' },
  subscriptionNoticeContent: {
    cn: '推送计划“{plan}”于 {time} 推送了报表“{title}”', en: 'The push plan "{plan}" delivered the report "{title}" at {time}',
    tc: '推送計劃「{plan}」於 {time} 推送了報表「{title}」',
  },
  // Spreadsheet import of the kit (widgets-admin §7 "configured import URL", §8 "Import"): server/kit/import-route.ts.
  importDone: { cn: '文件导入成功！数据行数：{count}', en: 'File imported. Rows: {count}', tc: '文件導入成功！數據行數：{count}' },
  importPartial: { cn: '导入成功，但有部分数据有误！', en: 'Import succeeded, but there is some error data!', tc: '導入成功，但有部分數據有誤！' },
  importPartialCount: {
    cn: '成功导入 {imported} 行，{failed} 行有误',
    en: '{imported} rows imported, {failed} in error',
    tc: '成功導入 {imported} 行，{failed} 行有誤',
  },
  importEmpty: { cn: '文件中没有数据行', en: 'The file has no data rows', tc: '文件中沒有數據行' },
  importNoHeader: {
    cn: '未找到可识别的列标题，请使用导出文件的列标题',
    en: 'No column header was recognised; use the headers of an exported file',
    tc: '未找到可識別的列標題，請使用導出文件的列標題',
  },
  importColumnMissing: { cn: '缺少列：{field}', en: 'Missing column: {field}', tc: '缺少列：{field}' },
  importValueRequired: { cn: '{field} 不能为空', en: '{field} is required', tc: '{field} 不能為空' },
  importValueInvalid: { cn: '{field} 的值无效', en: 'Invalid value of {field}', tc: '{field} 的值無效' },
  importErrorColumn: { cn: '错误信息', en: 'Error', tc: '錯誤信息' },
  importErrorFile: { cn: '{title}_错误数据', en: '{title}_errors', tc: '{title}_錯誤數據' },
} satisfies Record<string, Text>;

/** A key of the message catalogue. */
export type MessageKey = keyof typeof MESSAGES;

/** The message `key` in `locale` with its `{placeholders}` filled. */
export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][locale].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
