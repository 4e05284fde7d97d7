
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    import {str} from '@lit/localize';

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      's048260792f16398b': `請輸入正確手機號`,
's06776af39022c3e2': `驗證碼加載失敗，點擊重試`,
's0ba74f096b33ae54': `首頁`,
's0bab11ceb213df4f': `請求用戶信息失敗，請重試！`,
's1031140894dad7d3': `取消`,
's175bc5094279b101': `數據知識門戶`,
's17c08411dfecd2bb': `賬號密碼登錄`,
's22a6930b33eccc1b': `退出登錄`,
's2775f6c8c6e59377': str`用戶名長度為${0}到${1}個字符`,
's2a96aff38f68fc84': `重新登錄`,
's2b3e3b08abe71ba8': `密碼`,
's2e3cf67c16eb8eac': `請輸入驗證碼`,
's320fba4923d10345': `只允許字母、數字、下劃線`,
's334b0e185c92f94d': `看不清？點擊換一張`,
's360d9bfc3d3bc62d': `驗證碼`,
's36903202d827b5b1': `拒絕訪問`,
's388d144a9cd2561b': `請輸入密碼`,
's40d303a038cf67d5': `很抱歉，登錄已過期，請重新登錄`,
's43056e36a55cf58f': `請輸入新密碼`,
's4afe79b8502f4c31': `郵箱格式不正確`,
's4f85bdc7680cdb0b': `網絡超時`,
's50fb4cf017548249': `正在加載…`,
's645f6a49c0f22002': `請輸入短信驗證碼`,
's6d3c8e080a8741cf': `提示`,
's78436b5b585e3eb8': `請輸入手機號`,
's7b06e8882f0607af': `伺服器返回的數據無法識別`,
's9278e342e5084dff': str`請求失敗（${0}）`,
's92e31dea777c61f6': `請輸入用戶名`,
's94886fabbcec10ba': `抱歉，您訪問的頁面不存在。`,
's95224a838de3917b': `真的要註銷登錄嗎？`,
's958df2e972fef146': `操作失敗`,
's9f4bc4c7ab86563c': `網絡錯誤`,
'sa1f034e8272d2a03': `登錄已過期`,
'saa9295361abff7e2': `請輸入舊密碼`,
'sb32373084660391d': `登錄`,
'sb41e330920bdc08a': `選單`,
'sbb6e0a6f40dedd4d': str`退出登錄失敗：${0}`,
'sc36f6eb2ad67a562': `返回首頁`,
'sc411a993db3d03a5': `請確認密碼`,
'sc5fcf2c3275e2f9d': `密碼至少8位，且須包含數字、大寫字母、小寫字母和特殊符號`,
'sc75f260857a59051': `確定`,
'scced4f8ed29f0e5c': `很抱歉，資源未找到！`,
'scdd07a0935dbe208': `語言`,
'sd6c164ccd8f95636': `兩次輸入的密碼不一樣！`,
'se06ed1094664c86a': `賬號`,
'seafc2104828f1655': `未在規定時間內修改密碼，請重新登錄！`,
'sfc4b62b35825c4c9': `驗證碼為6位數字`,
    };
  