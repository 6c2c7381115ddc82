import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/** An address inside the app ('/notices', not '//host'): followed by the router. */
const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

function NoticeLink({ href = '', children, node: _node, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  const className = 'font-medium text-primary underline underline-offset-2 break-all';
  // An address the sanitizer emptied (javascript: and the like) leads nowhere: plain text, not a link
  // (an empty href would reload the page).
  if (href === '') return <span>{children}</span>;
  if (isInternal(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  const external = /^(https?:|mailto:)/i.test(href);
  return (
    <a {...props} href={href} className={className} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
      {external && <span className="sr-only"> (새 창에서 열림)</span>}
    </a>
  );
}

const components: Components = {
  h1: ({ node: _node, children, ...props }) => (
    <h2 className="mt-6 mb-3 text-xl font-bold first:mt-0" {...props}>
      {children}
    </h2>
  ),
  h2: ({ node: _node, children, ...props }) => (
    <h3 className="mt-6 mb-2 text-lg font-bold first:mt-0" {...props}>
      {children}
    </h3>
  ),
  h3: ({ node: _node, children, ...props }) => (
    <h4 className="mt-5 mb-2 text-base font-semibold" {...props}>
      {children}
    </h4>
  ),
  p: ({ node: _node, ...props }) => <p className="my-3 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="my-3 list-disc space-y-1 pl-5" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="my-3 list-decimal space-y-1 pl-5" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote className="my-3 border-l-4 border-border pl-3 text-muted-foreground" {...props} />,
  hr: ({ node: _node, ...props }) => <hr className="my-6 border-border" {...props} />,
  a: NoticeLink,
  img: ({ node: _node, alt = '', ...props }) => <img alt={alt} loading="lazy" className="my-3 h-auto max-w-full rounded-lg" {...props} />,
  table: ({ node: _node, ...props }) => (
    <div className="my-4 overflow-x-auto">
      <table className="w-full border-collapse text-sm" {...props} />
    </div>
  ),
  th: ({ node: _node, ...props }) => <th className="border border-border bg-muted px-3 py-2 text-left font-semibold" {...props} />,
  td: ({ node: _node, ...props }) => <td className="border border-border px-3 py-2 align-top" {...props} />,
  pre: ({ node: _node, ...props }) => (
    <pre className="my-4 overflow-x-auto rounded-lg bg-muted p-3 text-[13px] leading-relaxed" {...props} />
  ),
  code: ({ node: _node, className, ...props }) => <code className={className ?? 'rounded bg-muted px-1 py-0.5 text-[0.9em]'} {...props} />,
};

/**
 * A notice's markdown (spec 2 §2): GFM tables, code blocks, images and links. Raw HTML is dropped
 * (`skipHtml`), the tree is sanitized (rehype-sanitize's GitHub schema) and unsafe URLs such as
 * `javascript:` are emptied, so nothing an author writes can run. External links open in a new tab
 * without opener; links inside the app use the router.
 */
export function NoticeMarkdown({ content }: { content: string }) {
  return (
    <div data-slot="notice-markdown" className="text-[15px] break-words text-foreground">
      <Markdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeSanitize]} components={components} skipHtml>
        {content}
      </Markdown>
    </div>
  );
}
