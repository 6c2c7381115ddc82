import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { UiLink } from '@gameshelf/ui';

/** A row of a my-page section: icon, title with a hint, and a chevron or a badge. */
const entryClass =
  'flex w-full items-center gap-3 rounded-xl border border-border bg-card px-4 py-3.5 text-left text-card-foreground outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring';

interface EntryContentProps {
  icon: ReactNode;
  title: string;
  hint?: ReactNode;
  /** Shown instead of the chevron (e.g. '준비 중'). */
  trailing?: ReactNode;
}

function EntryContent({ icon, title, hint, trailing }: EntryContentProps) {
  return (
    <>
      <span aria-hidden className="flex size-6 shrink-0 items-center justify-center text-muted-foreground">
        {icon}
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-[15px] font-medium">{title}</span>
        {hint && <span className="text-xs text-muted-foreground">{hint}</span>}
      </span>
      {trailing ?? <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />}
    </>
  );
}

/** A row that goes to another page. */
export function MyPageLinkEntry({ href, ...content }: EntryContentProps & { href: string }) {
  return (
    <UiLink href={href} className={entryClass}>
      <EntryContent {...content} />
    </UiLink>
  );
}

/** A row that does something here (a dialog, a toast). */
export function MyPageButtonEntry({ onClick, slot, ...content }: EntryContentProps & { onClick: () => void; slot?: string }) {
  return (
    <button type="button" data-slot={slot} onClick={onClick} className={entryClass}>
      <EntryContent {...content} />
    </button>
  );
}

/** A titled group of rows. */
export function MyPageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-2">
      <h2 id={`${id}-heading`} className="px-1 text-sm font-semibold text-muted-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}
