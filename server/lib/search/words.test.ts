import assert from 'node:assert/strict';
import { test } from 'node:test';
import { highlight, plainText, queryWords, searchGrams, searchWords } from './words.ts';

test('splits simplified and traditional Chinese into words, Latin words lowercased and full-width folded', () => {
  assert.equal(searchWords('公司荣获年度数字化转型奖'), '公司 荣获 年度 数字 化 转型 奖');
  assert.equal(searchWords('年度優秀團隊名單'), '年度 優秀 團隊 名單');
  assert.equal(searchWords('Ｎew Customer-Service!'), 'new customer service');
  assert.deepEqual(queryWords('年度 年度 转型'), ['年度', '转型']);
  assert.equal(queryWords('一 二 三 四 五 六 七 八 九 十 十一 十二'.replace(/ /g, ' ')).length <= 10, true);
});

test('reads the text of sanitised HTML and marks the matched words, escaping everything else', () => {
  assert.equal(plainText('<p>季度&amp;年度</p><ul><li>一</li><li>二</li></ul>'), '季度&年度 一 二');
  assert.equal(highlight('<b>年度</b> 报告 Annual', ['年度', 'annual']), '&lt;b&gt;<em>年度</em>&lt;/b&gt; 报告 <em>Annual</em>');
  const long = `${'前'.repeat(300)}目标${'后'.repeat(300)}`;
  const cut = highlight(long, ['目标'], 40);
  assert.ok(cut.startsWith('…') && cut.endsWith('…') && cut.includes('<em>目标</em>'), cut);
});

test('gives the character pairs of each Chinese run and its last character, nothing of Latin text', () => {
  assert.equal(searchGrams('数据库管理 系统 ModelX200 知'), '数据 据库 库管 管理 理 系统 统 知');
  assert.equal(searchGrams('Annual report'), '');
});
