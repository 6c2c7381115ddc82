import { useState } from 'react';
import { Megaphone, X } from 'lucide-react';
import { UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useLatestImportantNotice } from '../api/home.ts';
import { closeNotice, readClosedNotices } from '../lib/closed-notices.ts';

/**
 * The important-notice strip (spec 1 §2, §4): the newest important notice's summary (else its
 * title), opening the notice; X closes it for good (`closedNotices`). Nothing shows on 204 or failure.
 */
export function NoticeStrip() {
  const query = useLatestImportantNotice();
  const [closed, setClosed] = useState(readClosedNotices);
  // The server renders the strip for everyone (it cannot read this browser's closed notices): one closed
  // here is hidden from the first paint by index.html's pre-paint script (`data-notice-id`), and leaves the
  // page right after hydration, which must first match the server's markup.
  const hydrated = useHydrated();
  const notice = query.data;
  if (!notice || (hydrated && closed.includes(notice.id))) return null;

  return (
    <aside
      aria-label="중요 공지"
      data-slot="notice-strip"
      data-notice-id={notice.id}
      className="mx-gutter mt-3 flex items-center gap-2 rounded-xl bg-accent py-1.5 pr-1.5 pl-3 text-accent-foreground"
    >
      <Megaphone aria-hidden className="size-4 shrink-0" />
      <UiLink
        href={paths.notice(notice.id)}
        className="min-w-0 flex-1 truncate rounded-md py-1.5 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {notice.contentSummary || notice.title}
      </UiLink>
      <button
        type="button"
        // Live once the page is: a server-rendered strip's button does nothing before hydration.
        disabled={!hydrated}
        aria-label="공지 닫기"
        onClick={() => {
          closeNotice(notice.id);
          setClosed(readClosedNotices());
        }}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full outline-none hover:bg-background/50 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
    </aside>
  );
}
