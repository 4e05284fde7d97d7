import type { Text } from './text.ts';

/** The report server's messages (issue 12, issue 21; architecture §5): server/modules/reports. Part of MESSAGES (messages.ts). */
export const REPORT_MESSAGES = {
  reportSqlNotOneSelect: {
    cn: '报表 SQL 须为一条查询语句（select、with、values 或 table）', en: 'A report SQL must be one query (select, with, values or table)',
    tc: '報表 SQL 須為一條查詢語句（select、with、values 或 table）',
  },
  reportSqlUnknownParam: { cn: 'SQL 中的参数 :{name} 未定义', en: 'The SQL names the undeclared parameter :{name}', tc: 'SQL 中的參數 :{name} 未定義' },
  reportSqlPositionalParam: {
    cn: '报表 SQL 不能使用位置参数 {name}，请使用 :名称 形式的参数', en: 'A report SQL cannot use the positional parameter {name}; use :name parameters',
    tc: '報表 SQL 不能使用位置參數 {name}，請使用 :名稱 形式的參數',
  },
  reportSqlSyntax: { cn: '报表 SQL 语法错误：{reason}', en: 'The report SQL has a syntax error: {reason}', tc: '報表 SQL 語法錯誤：{reason}' },
  reportSqlNestedComment: {
    cn: '报表 SQL 不能使用嵌套的注释（/* 中再有 /*）', en: 'A report SQL cannot nest comments (/* inside /*)', tc: '報表 SQL 不能使用嵌套的註釋（/* 中再有 /*）',
  },
  reportSqlTooComplex: { cn: '报表 SQL 嵌套过深', en: 'The report SQL is nested too deeply', tc: '報表 SQL 嵌套過深' },
  reportSqlWritingWith: {
    cn: '报表 SQL 的 WITH 子句 {name} 须为查询，不能增删改数据', en: 'The WITH query {name} of a report SQL must be a query, not an insert, update, delete or merge',
    tc: '報表 SQL 的 WITH 子句 {name} 須為查詢，不能增刪改數據',
  },
  reportSqlSelectInto: { cn: '报表 SQL 不能使用 SELECT INTO', en: 'A report SQL cannot use SELECT INTO', tc: '報表 SQL 不能使用 SELECT INTO' },
  reportSqlLocking: {
    cn: '报表 SQL 不能加锁（FOR UPDATE、FOR SHARE 等）', en: 'A report SQL cannot lock rows (FOR UPDATE, FOR SHARE…)', tc: '報表 SQL 不能加鎖（FOR UPDATE、FOR SHARE 等）',
  },
  reportSqlFunctionNotAllowed: { cn: '函数 {name} 不允许在报表中使用', en: 'The function {name} is not allowed in a report', tc: '函數 {name} 不允許在報表中使用' },
  reportSqlTypeNotAllowed: { cn: '类型 {name} 不允许在报表中使用', en: 'The type {name} is not allowed in a report', tc: '類型 {name} 不允許在報表中使用' },
  reportSqlOperatorNotAllowed: { cn: '运算符 {name} 不允许在报表中使用', en: 'The operator {name} is not allowed in a report', tc: '運算符 {name} 不允許在報表中使用' },
  reportSqlRelationNotAllowed: {
    cn: '报表只能读取模式 {schema} 中的表（须写明模式名），不能读取 {name}', en: 'A report may read only tables of the schema {schema} (named with it), not {name}',
    tc: '報表只能讀取模式 {schema} 中的表（須寫明模式名），不能讀取 {name}',
  },
  reportSqlConstructNotAllowed: { cn: '报表 SQL 中不允许使用 {name}', en: '{name} is not allowed in a report SQL', tc: '報表 SQL 中不允許使用 {name}' },
  reportSqlSeriesUnbounded: {
    cn: 'generate_series 的参数须为常量，且最多生成 {limit} 行', en: 'generate_series takes constant arguments and makes at most {limit} rows',
    tc: 'generate_series 的參數須為常量，且最多生成 {limit} 行',
  },
  reportSourceSchemaInvalid: {
    cn: '允许的模式须为标识符（小写字母、数字、下划线，以字母或下划线开头）', en: 'The allowed schema must be an identifier (lower-case letters, digits and underscores, not starting with a digit)',
    tc: '允許的模式須為標識符（小寫字母、數字、下劃線，以字母或下劃線開頭）',
  },
  reportParamInvalid: { cn: '筛选条件“{name}”的值不正确', en: 'The value of the filter "{name}" is not valid', tc: '篩選條件「{name}」的值不正確' },
  reportParamBuiltIn: {
    cn: '参数名“{name}”是内置参数，请换一个名称', en: 'The parameter name "{name}" is a built-in one; choose another', tc: '參數名「{name}」是內置參數，請換一個名稱',
  },
  reportViewInvalid: {
    cn: '报表的视图与查询结果不符，请联系管理员', en: "The report's view does not fit its query's result; please contact the administrator",
    tc: '報表的視圖與查詢結果不符，請聯繫管理員',
  },
  reportFontMissing: {
    cn: '服务器缺少中文字体，无法生成该格式，请联系管理员', en: 'The server lacks a Chinese font to make this format; please contact the administrator',
    tc: '服務器缺少中文字體，無法生成該格式，請聯繫管理員',
  },
  reportViewColumnUnknown: {
    cn: '视图引用了查询结果中没有的列 {name}', en: 'The view names {name}, which the query does not return', tc: '視圖引用了查詢結果中沒有的列 {name}',
  },
  reportQueryFailed: { cn: '报表查询失败：{reason}', en: 'The report query failed: {reason}', tc: '報表查詢失敗：{reason}' },
  reportDataUnavailable: { cn: '报表数据暂时无法读取，请稍后再试', en: 'The report data cannot be read now; please try again later', tc: '報表數據暫時無法讀取，請稍後再試' },
  reportQueryTimeout: { cn: '报表查询超时，请缩小筛选范围', en: 'The report query took too long; narrow the filters', tc: '報表查詢超時，請縮小篩選範圍' },
  reportSourceUnknown: { cn: '数据源不存在', en: 'The data source does not exist', tc: '數據源不存在' },
  reportSourceUrlRequired: {
    cn: 'PostgreSQL 数据源须填写连接地址（postgres://…）', en: 'A PostgreSQL data source needs its connection URL (postgres://…)',
    tc: 'PostgreSQL 數據源須填寫連接地址（postgres://…）',
  },
  reportSourceNoKey: {
    cn: '服务器未配置 DKP_SECRET_KEY，不能保存数据源的连接地址', en: 'The server has no DKP_SECRET_KEY, so it cannot keep a connection URL',
    tc: '服務器未配置 DKP_SECRET_KEY，不能保存數據源的連接地址',
  },
  tableauNotConfigured: {
    cn: '此报表由 Tableau Server 显示，但服务器未配置 DKP_TABLEAU_URL，请联系管理员',
    en: 'This report is shown by Tableau Server, but the server has no DKP_TABLEAU_URL. Please contact the administrator.',
    tc: '此報表由 Tableau Server 顯示，但服務器未配置 DKP_TABLEAU_URL，請聯繫管理員',
  },
  tableauUnreachable: { cn: 'Tableau Server 暂时无法访问，请稍后再试', en: 'Tableau Server cannot be reached; please try again later', tc: 'Tableau Server 暫時無法訪問，請稍後再試' },
  tableauRefused: {
    cn: 'Tableau Server 未为用户 {username} 签发票据：该用户须在 Tableau 中存在，且本服务器须为受信任主机',
    en: 'Tableau Server issued no ticket for {username}: the user must exist on Tableau, and this server must be a trusted host',
    tc: 'Tableau Server 未為用戶 {username} 簽發票據：該用戶須在 Tableau 中存在，且本服務器須為受信任主機',
  },
  reportIsTableau: {
    cn: '此报表由 Tableau Server 显示，请使用其工具栏下载', en: 'This report is shown by Tableau Server; use its toolbar to download', tc: '此報表由 Tableau Server 顯示，請使用其工具欄下載',
  },
  reportSqlRequired: { cn: '请填写 SQL 与数据源，或填写 Tableau 视图', en: 'Give the SQL and data source, or a Tableau view', tc: '請填寫 SQL 與數據源，或填寫 Tableau 視圖' },
  reportSourceBuiltinOnly: { cn: '内置数据源只能有一个', en: 'There can be only one built-in data source', tc: '內置數據源只能有一個' },
  reportSourceInUse: { cn: '该数据源仍有报表在使用，不能删除', en: 'Reports still use this data source; it cannot be deleted', tc: '該數據源仍有報表在使用，不能刪除' },
  reportSourceUrlParam: {
    cn: '连接地址不能使用参数 {name}（可用：sslmode、ssl、application_name、connect_timeout、options、target_session_attrs）',
    en: 'The connection URL may not use the parameter {name} (allowed: sslmode, ssl, application_name, connect_timeout, options, target_session_attrs)',
    tc: '連接地址不能使用參數 {name}（可用：sslmode、ssl、application_name、connect_timeout、options、target_session_attrs）',
  },
  reportSourceUnreachable: {
    cn: '无法连接到数据源，请检查连接地址或稍后再试', en: 'Cannot connect to the data source; check its connection or try again later',
    tc: '無法連接到數據源，請檢查連接地址或稍後再試',
  },
  reportSourceSuperuser: {
    cn: '数据源的数据库用户是超级用户，报表不能以它运行；请改用只能读取报表数据的用户',
    en: "The data source's database user is a superuser, which reports may not run as; use a user that can only read the report data",
    tc: '數據源的數據庫用戶是超級用戶，報表不能以它運行；請改用只能讀取報表數據的用戶',
  },
  reportSourceReachable: { cn: '连接成功', en: 'Connected', tc: '連接成功' },
  reportReaderMissing: {
    cn: '内置数据源没有报表专用的只读数据库角色（数据库用户须能创建角色，或由运维配置 DKP_REPORT_DATABASE_URL），报表暂不能运行，请联系管理员',
    en: 'The built-in data source has no database role of its own for reports (the database user must be allowed to create roles, or DKP_REPORT_DATABASE_URL be set), so its reports cannot run; please contact the administrator',
    tc: '內置數據源沒有報表專用的唯讀數據庫角色（數據庫用戶須能創建角色，或由運維配置 DKP_REPORT_DATABASE_URL），報表暫不能運行，請聯繫管理員',
  },
  reportMenuNotReport: {
    cn: '报表只能关联“报表页面”类的菜单', en: 'A report can be linked only to a menu entry of the category "report page"',
    tc: '報表只能關聯「報表頁面」類的選單',
  },
  reportTicketInvalid: {
    cn: '报表票据无效或已过期，请重新打开报表', en: 'The report ticket is not valid or has expired; open the report again', tc: '報表票據無效或已過期，請重新打開報表',
  },
} satisfies Record<string, Text>;
