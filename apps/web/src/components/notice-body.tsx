import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** An address inside the app ('/notices', not '//host'): followed by the router. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/**
 * How the body's elements look (the HTML carries no classes of its own): headings from h2, paragraphs,
 * lists, quotes, links, images, tables in their scrolling box, code blocks and inline code.
 */
const BODY_STYLES = [
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-bold [&_h2:first-child]:mt-0',
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3:first-child]:mt-0',
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:text-base [&_h4]:font-semibold',
  '[&_p]:my-3 [&_p]:leading-relaxed',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-5',
  '[&_ol]:my-3 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-5',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground',
  '[&_hr]:my-6 [&_hr]:border-border',
  '[&_a]:font-medium [&_a]:break-all [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2',
  '[&_img]:my-3 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&_div]:my-4 [&_div]:overflow-x-auto',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_pre]:text-[13px] [&_pre]:leading-relaxed',
  '[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em]',
].join(' ');

/**
 * A notice's body (spec 2 §2) from the HTML the server rendered and sanitized from its markdown
 * (`contentHtml`, @gameshelf/contracts/notice-html): nothing an author writes can run, so no markdown
 * code reaches a reader's browser. Links inside the app go through the router; external ones open in a
 * new tab without opener, as the HTML says.
 */
export function NoticeBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href || !isInternal(href) || link?.target) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The clicks are the links' own (keyboard included); the box only routes those inside the app.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      data-slot="notice-markdown"
      className={`text-[15px] break-words text-foreground ${BODY_STYLES}`}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
