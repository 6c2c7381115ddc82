import type { ReactNode } from 'react';
import { Copy, MousePointer2 } from 'lucide-react';
import { cn } from '@gameshelf/ui';

/** The address GOG's login ends on, as the guide draws it (the code is a stand-in). */
export const GOG_EXAMPLE_URL_START = 'https://embed.gog.com/on_login_success?origin=client&code=';
export const GOG_EXAMPLE_CODE = 'Ab3dEf9…';

/**
 * The address bar's padlock, drawn here: the icon set's lock is shared with the first screens, and
 * using it on this page would split it into a chunk of its own that every first visit loads.
 */
function Padlock({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" className={className}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </svg>
  );
}

/** A browser window's top: three dots and the address bar (drawn, not a screenshot of GOG). */
function BrowserFrame({ address, children, className }: { address: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={cn('overflow-hidden rounded-lg border border-border bg-muted shadow-sm', className)}>
      <div className="flex items-center gap-2 px-2.5 py-2">
        <span className="flex shrink-0 gap-1">
          <span className="size-2 rounded-full bg-[#f87171]" />
          <span className="size-2 rounded-full bg-[#fbbf24]" />
          <span className="size-2 rounded-full bg-[#4ade80]" />
        </span>
        <span className="flex min-w-0 flex-1 items-center gap-1 rounded-full bg-background px-2.5 py-1 text-[11px] text-foreground">
          <Padlock className="size-3 shrink-0 text-muted-foreground" />
          {address}
        </span>
      </div>
      {children}
    </div>
  );
}

/** Step 2: after logging in, a blank white page opens whose address is GOG's on_login_success. */
export function GogBlankPageIllustration() {
  return (
    <div
      role="img"
      aria-label="로그인을 마친 뒤의 모습: 주소창에 embed.gog.com/on_login_success로 시작하는 주소가 있고, 페이지는 아무것도 없는 하얀 화면이에요."
      data-slot="gog-blank-page-illustration"
    >
      <BrowserFrame address={<span className="truncate">{'embed.gog.com/on_login_success?origin=client&code=…'}</span>}>
        <div className="relative flex h-28 items-center justify-center border-t border-border bg-white">
          <span className="text-xs font-medium text-zinc-600">하얀 화면 (정상이에요)</span>
          <MousePointer2 className="absolute right-8 bottom-4 size-4 fill-zinc-800 text-white" />
        </div>
      </BrowserFrame>
    </div>
  );
}

/** Step 3: the whole address selected in the address bar, with the code at its end, ready to copy. */
export function GogAddressBarIllustration() {
  return (
    <div
      role="img"
      aria-label={`주소창의 URL 전체를 선택해 복사하는 모습: ${GOG_EXAMPLE_URL_START}${GOG_EXAMPLE_CODE} 처럼 code= 뒤에 코드가 붙은 주소예요.`}
      data-slot="gog-address-bar-illustration"
      className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3 text-card-foreground"
    >
      <div className="flex items-start gap-1.5 rounded-md border-2 border-primary bg-background px-2.5 py-2 font-mono text-[11px] leading-relaxed">
        <Padlock className="mt-0.5 size-3 shrink-0 text-muted-foreground" />
        <span className="min-w-0 break-all">
          <span className="bg-primary/20">{GOG_EXAMPLE_URL_START}</span>
          <span className="bg-primary/20 font-bold text-primary underline underline-offset-2">{GOG_EXAMPLE_CODE}</span>
        </span>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>code= 뒤의 값이 인증 코드예요</span>
        <span className="flex shrink-0 items-center gap-1 rounded-md bg-muted px-2 py-1 font-medium text-foreground">
          <Copy className="size-3.5" />
          전체 복사
        </span>
      </div>
    </div>
  );
}
