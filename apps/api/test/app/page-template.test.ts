import { describe, expect, it } from 'vitest';
import type { MaintenanceFile } from '@gameshelf/contracts';
import { composePage, createPageTemplate, type PageParts } from '../../src/plugins/page-template.ts';

const BUILD =
  '<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>게임셸프</title>\n' +
  '<meta name="description" content="게임 컬렉션">\n<style>body{color:red}</style></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const maintenance: MaintenanceFile = { enabled: false, title: '점검', message: '</head> 안내', startTime: null, endTime: null };
const rendered = { html: '<main>$& 게임 </head> <div id="root"></div></main>', stateJson: '{"queries":[]}' };
const tags = '<title>젤다 - 게임셸프</title><meta property="og:title" content="$1 젤다">';

describe('createPageTemplate', () => {
  it('joins every combination of head tags, maintenance state and rendered screen as the steps compose them', () => {
    const page = createPageTemplate(BUILD);
    for (const tagsPart of [null, tags])
      for (const state of [undefined, null, maintenance])
        for (const screen of [null, rendered])
          for (const routeChunks of [null, ['/assets/game-detail-screen-1.js', '/assets/rating-2.js']]) {
            const parts: PageParts = { tags: tagsPart, state, rendered: screen, routeChunks };
            expect(page(parts)).toBe(composePage(BUILD, parts));
          }
  });

  it('puts the screen in the root and the state after it, and the page tags in place of the generic ones', () => {
    const html = createPageTemplate(BUILD)({ tags, state: null, rendered });
    expect(html).not.toContain('<title>게임셸프</title>');
    expect(html).not.toContain('name="description"');
    expect(html).toContain(`${tags}<script type="application/json" id="maintenance-state">null</script></head>`);
    expect(html).toContain(`<div id="root">${rendered.html}</div><script type="application/json"`);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(html.indexOf(rendered.stateJson));
  });

  it("names a rendered page's route chunks in a data block right after its state", () => {
    const html = createPageTemplate(BUILD)({ tags: null, state: null, rendered, routeChunks: ['/assets/a.js'] });
    expect(html).toContain(
      `${rendered.stateJson}</script><script type="application/json" id="route-chunks">["/assets/a.js"]</script><script type="module"`,
    );
  });

  it('falls back to the steps for a page without the landmarks it joins at', () => {
    const odd = '<html><body><p>no head</p></body></html>';
    const parts: PageParts = { tags, state: null, rendered };
    expect(createPageTemplate(odd)(parts)).toBe(composePage(odd, parts));
  });
});
