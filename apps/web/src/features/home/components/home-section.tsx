import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { UiLink } from '@gameshelf/ui';

/** A titled home section with an optional '전체보기' link. */
export function HomeSection({ id, title, moreHref, children }: { id: string; title: string; moreHref?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div className="flex items-center justify-between px-gutter">
        <h2 id={id} className="text-lg font-bold">
          {title}
        </h2>
        {moreHref && (
          <UiLink
            href={moreHref}
            className="-mr-1 inline-flex items-center rounded-md px-1 py-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
          >
            전체보기
            <span className="sr-only"> ({title})</span>
            <ChevronRight aria-hidden className="size-4" />
          </UiLink>
        )}
      </div>
      {children}
    </section>
  );
}
