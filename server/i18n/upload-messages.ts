import type { Text } from './text.ts';

/**
 * The messages of uploads and spreadsheets: server/lib/uploads, server/lib/spreadsheet (issue 11)
 * and the file store, /sys/common/upload and /sys/common/file (issue 24). Part of MESSAGES (messages.ts).
 */
export const UPLOAD_MESSAGES = {
  // Spreadsheets and uploads (issue 11): server/lib/uploads, server/lib/spreadsheet.
  uploadMissing: { cn: '请选择要上传的文件', en: 'Please choose a file to upload', tc: '請選擇要上傳的文件' },
  uploadTooLarge: { cn: '文件不能超过 {limit} MB', en: 'The file must not be larger than {limit} MB', tc: '文件不能超過 {limit} MB' },
  uploadTooManyFiles: { cn: '一次最多上传 {limit} 个文件', en: 'At most {limit} files can be uploaded at once', tc: '一次最多上傳 {limit} 個文件' },
  uploadTooManyFields: { cn: '表单字段过多，最多 {limit} 个', en: 'Too many form fields; at most {limit} are allowed', tc: '表單字段過多，最多 {limit} 個' },
  uploadNotMultipart: { cn: '文件须以 multipart/form-data 方式上传', en: 'Files must be uploaded as multipart/form-data', tc: '文件須以 multipart/form-data 方式上傳' },
  uploadBroken: { cn: '上传的数据不完整，请重新上传', en: 'The upload arrived incomplete; please upload it again', tc: '上傳的數據不完整，請重新上傳' },
  // File uploads (/sys/common/upload): server/modules/files.
  uploadNotImage: {
    cn: '只能上传 PNG、JPEG、GIF 或 WebP 格式的图片',
    en: 'Only PNG, JPEG, GIF or WebP images can be uploaded',
    tc: '只能上傳 PNG、JPEG、GIF 或 WebP 格式的圖片',
  },
  uploadBizInvalid: {
    cn: '上传目录只能由字母、数字、下划线、短横线和斜杠组成',
    en: 'The upload folder may hold only letters, digits, underscores, hyphens and slashes',
    tc: '上傳目錄只能由字母、數字、下劃線、短橫線和斜杠組成',
  },
  uploadTooOften: {
    cn: '一小时内最多上传 {limit} 个文件，请稍后再试',
    en: 'At most {limit} files can be uploaded in an hour; try again later',
    tc: '一小時內最多上傳 {limit} 個文件，請稍後再試',
  },
  uploadEmpty: { cn: '文件是空的，请选择有内容的文件', en: 'The file is empty; please choose a file with content', tc: '文件是空的，請選擇有內容的文件' },
  uploadFieldTooLarge: {
    cn: '表单字段不能超过 {limit} KB', en: 'A form field must not be larger than {limit} KB', tc: '表單字段不能超過 {limit} KB',
  },
  uploadTypeUnknown: {
    cn: '只能上传图片、PDF、Office 文档（Word、Excel、PowerPoint）、文本文件或 ZIP 压缩包',
    en: 'Only images, PDF, Office documents (Word, Excel, PowerPoint), text files or ZIP archives can be uploaded',
    tc: '只能上傳圖片、PDF、Office 文檔（Word、Excel、PowerPoint）、文本文件或 ZIP 壓縮包',
  },
  uploadTypeMismatch: {
    cn: '文件内容与扩展名“{extension}”不符，请检查文件',
    en: 'The file\'s content does not match its extension “{extension}”; please check the file',
    tc: '文件內容與擴展名「{extension}」不符，請檢查文件',
  },
  fileRangeInvalid: {
    cn: '请求的范围超出了文件大小', en: 'The requested range lies outside the file', tc: '請求的範圍超出了文件大小',
  },
  cleanFilesGraceInvalid: {
    cn: '参数须为宽限小时数：0 到 8760 的整数', en: 'The parameter must be the grace in hours: a whole number from 0 to 8760', tc: '參數須為寬限小時數：0 到 8760 的整數',
  },
  spreadsheetNotXlsx: { cn: '请上传 Excel（.xlsx）文件', en: 'Please upload an Excel (.xlsx) file', tc: '請上傳 Excel（.xlsx）文件' },
  spreadsheetXls: {
    cn: '不支持 Excel 97-2003（.xls）格式，请在 Excel 中“另存为” .xlsx 后重新上传',
    en: 'Excel 97-2003 (.xls) files are not supported; use Save As in Excel to save it as .xlsx, then upload it again',
    tc: '不支持 Excel 97-2003（.xls）格式，請在 Excel 中「另存為」 .xlsx 後重新上傳',
  },
  spreadsheetEncrypted: {
    cn: '该文件设有密码，请在 Excel 中取消密码后重新上传',
    en: 'This file is password-protected; remove the password in Excel, then upload it again',
    tc: '該文件設有密碼，請在 Excel 中取消密碼後重新上傳',
  },
  spreadsheetUnreadable: { cn: '无法读取该 Excel 文件，文件可能已损坏', en: 'This Excel file cannot be read; it may be damaged', tc: '無法讀取該 Excel 文件，文件可能已損壞' },
  spreadsheetUnzippedTooLarge: {
    cn: '该 Excel 文件解压后超过 {limit} MB，请分批导入',
    en: 'This Excel file is larger than {limit} MB once unpacked; import it in parts',
    tc: '該 Excel 文件解壓後超過 {limit} MB，請分批導入',
  },
  spreadsheetNoHeader: { cn: '工作表为空，第一行须为列标题', en: 'The sheet is empty; its first row must hold the column headers', tc: '工作表為空，第一行須為列標題' },
  spreadsheetDuplicateHeader: { cn: '列标题重复：{header}', en: 'Duplicate column header: {header}', tc: '列標題重複：{header}' },
  spreadsheetTooManyRows: { cn: '数据超过 {limit} 行，请分批导入', en: 'The sheet has more than {limit} rows; import it in parts', tc: '數據超過 {limit} 行，請分批導入' },
  spreadsheetCellTooLong: {
    cn: '单元格 {cell} 超过 32767 个字符',
    en: 'Cell {cell} holds more than 32,767 characters',
    tc: '單元格 {cell} 超過 32767 個字符',
  },
  // Limits of an import's reading (issue 21): server/lib/spreadsheet, server/kit/import-gate.ts.
  spreadsheetCompressionRatio: {
    cn: '该 Excel 文件的压缩比超过 {limit}:1，疑为压缩炸弹，已拒绝',
    en: 'This Excel file is compressed more than {limit} to 1; it is refused as a possible zip bomb',
    tc: '該 Excel 文件的壓縮比超過 {limit}:1，疑為壓縮炸彈，已拒絕',
  },
  spreadsheetTooManyEntries: {
    cn: '该 Excel 文件包含的部件超过 {limit} 个，无法读取',
    en: 'This Excel file holds more than {limit} parts; it cannot be read',
    tc: '該 Excel 文件包含的部件超過 {limit} 個，無法讀取',
  },
  spreadsheetTextTooLong: {
    cn: '该 Excel 文件中有超过 {limit} 个字符的文本、属性或名称，无法读取',
    en: 'This Excel file holds a text, attribute or name longer than {limit} characters; it cannot be read',
    tc: '該 Excel 文件中有超過 {limit} 個字符的文本、屬性或名稱，無法讀取',
  },
  spreadsheetTooManyAttributes: {
    cn: '该 Excel 文件中有元素的属性超过 {limit} 个，无法读取',
    en: 'This Excel file has an element with more than {limit} attributes; it cannot be read',
    tc: '該 Excel 文件中有元素的屬性超過 {limit} 個，無法讀取',
  },
  spreadsheetTooDeep: {
    cn: '该 Excel 文件的元素嵌套超过 {limit} 层，无法读取',
    en: 'This Excel file nests elements more than {limit} deep; it cannot be read',
    tc: '該 Excel 文件的元素嵌套超過 {limit} 層，無法讀取',
  },
  spreadsheetTooManyRowElements: {
    cn: '工作表的行（含空行）超过 {limit} 行，请删除空行或分批导入',
    en: 'The sheet has more than {limit} rows, empty ones included; delete the empty rows or import it in parts',
    tc: '工作表的行（含空行）超過 {limit} 行，請刪除空行或分批導入',
  },
  spreadsheetTooManyColumns: {
    cn: '工作表超过 {limit} 列',
    en: 'The sheet has more than {limit} columns',
    tc: '工作表超過 {limit} 列',
  },
  spreadsheetTooManyCells: {
    cn: '工作表超过 {limit} 个单元格，请分批导入',
    en: 'The sheet has more than {limit} cells; import it in parts',
    tc: '工作表超過 {limit} 個單元格，請分批導入',
  },
  spreadsheetTooManyStrings: {
    cn: '该 Excel 文件的共享文本超过 {limit} 条，请分批导入',
    en: 'This Excel file holds more than {limit} shared texts; import it in parts',
    tc: '該 Excel 文件的共享文本超過 {limit} 條，請分批導入',
  },
} satisfies Record<string, Text>;
