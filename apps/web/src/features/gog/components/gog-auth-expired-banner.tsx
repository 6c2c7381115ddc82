import { useId } from 'react';
import { TriangleAlert } from 'lucide-react';
import { gogMessages } from '@gameshelf/contracts';
import { Button, buttonVariants, cn, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';

/**
 * 'GOG 인증 만료' (spec 3 §2.3, §4): GOG no longer accepts the link's sign-in. '다시 인증하기' goes
 * through the login guide again; '나중에' hides the banner.
 */
export function GogAuthExpiredBanner({ onDismiss }: { onDismiss: () => void }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="gog-auth-expired-banner"
      className="flex flex-col gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4"
    >
      <div className="flex items-start gap-2.5">
        <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-warning" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="text-[15px] font-semibold">
            {gogMessages.authExpiredBanner}
          </h2>
          <p className="text-sm text-muted-foreground">{gogMessages.authExpiredBannerBody}</p>
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {gogMessages.later}
        </Button>
        <UiLink href={paths.gogConnectGuide} className={cn(buttonVariants({ size: 'sm' }))}>
          {gogMessages.reauthenticate}
        </UiLink>
      </div>
    </section>
  );
}
