import type { HtmlTagDescriptor, Plugin } from 'vite';
import { ROUTE_CHUNKS_ELEMENT_ID } from '../../../packages/contracts/src/server-render.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The first screen's pictures: the images the page asks for at high priority (the cards of its first rows). */
const FIRST_SCREEN_PICTURES = 'img[fetchpriority="high"]';
/** How long the scripts wait for those pictures at most (a slow image host never holds the app back longer). */
const PICTURES_WAIT_MS = 3000;

/**
 * The inline script that loads the app once the page has painted, with the first screen's pictures
 * (decoded, or failed, or after PICTURES_WAIT_MS): the entry first, then the entry's chunks and the
 * route's chunks (named by the server in the `route-chunks` block) as module preloads, one per task.
 * Adding one starts its request on the page's main thread: half a millisecond on a quiet machine,
 * 6-12 ms in Lighthouse's traces on a busy one, so even four in one task were a long task of their
 * own on the phone Lighthouse simulates (4× CPU: 100-190 ms each); a route has up to 30 chunks.
 * Written in the browsers' oldest syntax: it runs before any of the app's code.
 */
export function scriptLoader(entry: string, preloads: readonly string[]): string {
  return [
    '(function () {',
    '  function preload(href) {',
    "    var link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    "    link.crossOrigin = '';",
    '    link.href = href;',
    '    document.head.appendChild(link);',
    '  }',
    '  function load() {',
    "    var script = document.createElement('script');",
    "    script.type = 'module';",
    "    script.crossOrigin = '';",
    `    script.src = ${JSON.stringify(entry)};`,
    '    document.body.appendChild(script);',
    '    var chunks = [];',
    '    try {',
    `      var block = document.getElementById(${JSON.stringify(ROUTE_CHUNKS_ELEMENT_ID)});`,
    "      if (block) chunks = JSON.parse(block.textContent || '[]');",
    '    } catch (e) {}',
    `    var links = ${JSON.stringify(preloads)}.concat(chunks);`,
    '    (function next(index) {',
    '      if (index >= links.length) return;',
    '      setTimeout(function () {',
    '        preload(links[index]);',
    '        next(index + 1);',
    '      }, 0);',
    '    })(0);',
    '  }',
    '  function afterPictures(then) {',
    '    var done = false;',
    '    function finish() {',
    '      if (done) return;',
    '      done = true;',
    '      requestAnimationFrame(function () {',
    '        setTimeout(then, 0);',
    '      });',
    '    }',
    `    var pictures = [].slice.call(document.querySelectorAll(${JSON.stringify(FIRST_SCREEN_PICTURES)}));`,
    '    var left = pictures.length;',
    '    if (left === 0) return finish();',
    `    setTimeout(finish, ${PICTURES_WAIT_MS});`,
    '    pictures.forEach(function (picture) {',
    '      function settle() {',
    '        if (--left === 0) finish();',
    '      }',
    "      if (!picture.decode) return picture.complete ? settle() : (picture.addEventListener('load', settle), picture.addEventListener('error', settle));",
    '      picture.decode().then(settle, settle);',
    '    });',
    '  }',
    '  requestAnimationFrame(function () {',
    '    setTimeout(function () {',
    '      afterPictures(load);',
    '    }, 0);',
    '  });',
    '})();',
  ].join('\n');
}

/** index.html without the entry's script and preload tags, which the loader writes after the first paint. */
export const loadScriptsAfterFirstPaint = (html: string): { html: string; tags: HtmlTagDescriptor[] } => {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) throw new Error('scripts-after-first-paint: index.html has no module entry script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const stripped = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
  const tag: HtmlTagDescriptor = { tag: 'script', children: scriptLoader(entry, preloads), injectTo: 'body' };
  return { html: stripped, tags: [tag] };
};

/**
 * The production page fetches no script before its first paint. A server-rendered page (issue 35) paints
 * its screen from the HTML and the inline stylesheet; scripts fetched meanwhile (the entry and its
 * preloads, at high priority) took the network from the HTML and the pictures on screen, and a phone on
 * a slow network painted later for code that only makes the painted page interactive. The loader asks for
 * them one frame after the first paint, and on a page whose first screen has pictures (the covers the
 * page asks for at high priority) once those are on screen: over a phone's slow network the scripts took
 * the bandwidth from the covers too, and the page's largest paint waited for code. The shell (the
 * signed-in pages, the installed app offline) paints nothing before its scripts either way: for it the
 * wait is a single frame.
 */
export const scriptsAfterFirstPaint: Plugin = {
  name: 'gameshelf:scripts-after-first-paint',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: loadScriptsAfterFirstPaint },
};
