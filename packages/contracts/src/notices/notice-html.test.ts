import { describe, expect, it } from 'vitest';
import { NEW_TAB_HINT, noticeHtml } from './notice-html.ts';

describe('noticeHtml', () => {
  it('drops raw HTML, scripts, handlers and unsafe addresses, keeping the text of a link it empties', () => {
    const html = noticeHtml(
      [
        '<script>window.__pwned = 1</script>',
        '<img src=x onerror="window.__pwned = 2">',
        '<iframe src="javascript:alert(1)"></iframe>',
        "[눌러보세요](javascript:window.__pwned='link')",
        '[데이터](data:text/html;base64,PHNjcmlwdD4=)',
        '![그림](javascript:alert(1))',
        '<b style="color:red" onclick="x()">굵게</b>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<iframe|onerror|onclick|style=|javascript:|data:text/i);
    expect(html).toContain('<span>눌러보세요</span>');
    expect(html).toContain('<span>데이터</span>');
    expect(html).not.toContain('<b');
  });

  it('starts headings at h2, under the page title', () => {
    expect(noticeHtml('# 하나\n\n## 둘\n\n### 셋\n\n#### 넷')).toBe('<h2>하나</h2>\n<h3>둘</h3>\n<h4>셋</h4>\n<h4>넷</h4>');
  });

  it('opens external links in a new tab without opener and says so; app links stay plain', () => {
    const html = noticeHtml('[IGDB](https://www.igdb.com) [메일](mailto:help@example.com) [공지](/notices) [밖](//evil.example)');
    expect(html).toContain(
      `<a href="https://www.igdb.com" target="_blank" rel="noopener noreferrer">IGDB<span class="sr-only">${NEW_TAB_HINT}</span></a>`,
    );
    expect(html).toContain('<a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">메일');
    expect(html).toContain('<a href="/notices">공지</a>');
    // A protocol-relative address is another site: a new tab too, never the router.
    expect(html).toContain('<a href="//evil.example" target="_blank" rel="noopener noreferrer">밖');
  });

  it('keeps GFM tables (in a scrolling box), code blocks with their language, and lazy images', () => {
    const html = noticeHtml(
      [
        '| 항목 | 시간 |',
        '| --- | --- |',
        '| 점검 | 02:00 |',
        '',
        '```sh',
        'echo "점검"',
        '```',
        '',
        '![배너](https://example.com/a.png)',
      ].join('\n'),
    );
    expect(html).toMatch(/^<div data-slot="table-scroll"><table>/);
    expect(html).toContain('<td>점검</td>');
    expect(html).toContain('<pre><code class="language-sh">echo "점검"\n</code></pre>');
    expect(html).toContain('<img src="https://example.com/a.png" alt="배너" loading="lazy">');
  });

  it('renders ~~strikethrough~~ and task lists, and escapes text', () => {
    const html = noticeHtml('~~취소~~ 1 < 2 & "따옴표"\n\n- [x] 완료');
    expect(html).toContain('<del>취소</del> 1 &#x3C; 2 &#x26; "따옴표"');
    expect(html).toMatch(/<input type="checkbox" checked disabled>/);
  });
});
