import { BarChart3, Gamepad2, Layers, Share2, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PRIVACY_NOTICE_ID, TERMS_NOTICE_ID } from '@gameshelf/contracts';
import { BackHeader, buttonVariants, ScrollToTopButton, UiLink } from '@gameshelf/ui';
import { paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

const PITCHES: { icon: ReactNode; title: string; body: string }[] = [
  {
    icon: <Layers aria-hidden />,
    title: '모든 플랫폼의 게임을 한곳에',
    body: '스위치, 플레이스테이션, Xbox, PC까지. 흩어진 게임을 한 목록에서 찾고 모아보세요.',
  },
  {
    icon: <Share2 aria-hidden />,
    title: '친구와 컬렉션 공유',
    body: '인생 게임, 올해 깬 게임처럼 나만의 컬렉션을 만들고 링크 하나로 친구에게 보여주세요.',
  },
  {
    icon: <Star aria-hidden />,
    title: '실제 플레이어의 별점과 리뷰',
    body: '직접 플레이한 사람들의 별점과 리뷰로 다음에 할 게임을 골라보세요.',
  },
  {
    icon: <BarChart3 aria-hidden />,
    title: '지출과 플레이 기록 관리',
    body: '구매 가격, 플레이 시간, 진행률을 기록하면 얼마나 쓰고 얼마나 즐겼는지 한눈에 보여요.',
  },
];

/** Sample voices: marketing copy, not product data (spec 1 §1). */
const TESTIMONIALS = [
  { quote: '스위치랑 PS5 게임이 한 화면에 모이니까 뭘 샀는지 헷갈리지 않아요.', who: '20대 직장인 게이머' },
  { quote: '올해 깬 게임 컬렉션을 친구들과 돌려보는 재미가 있어요.', who: '30대 주말 게이머' },
];

/**
 * /landing (spec 1 §2): what the product does, with 'start' (home) and 'browse games'. Opened from a
 * banner (`?from=banner`) it has a back header to home instead of the sticky top bar. The footer links
 * the privacy policy, the terms and the notices.
 */
export function LandingScreen() {
  useDocumentTitle('게임셸프 소개');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromBanner = search.get('from') === 'banner';

  return (
    <div className="flex flex-1 flex-col">
      {fromBanner ? (
        <BackHeader title="게임셸프가 궁금하신가요?" onBack={() => void navigate(paths.home)} />
      ) : (
        <header className="sticky top-0 z-header flex h-header items-center justify-between border-b border-border bg-background/95 px-gutter backdrop-blur">
          <UiLink
            href={paths.home}
            className="flex items-center gap-2 rounded-md text-lg font-extrabold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <Gamepad2 aria-hidden className="size-6 text-primary" />
            GameShelf
          </UiLink>
          <UiLink href={paths.home} className={buttonVariants({ size: 'sm' })}>
            시작하기
          </UiLink>
        </header>
      )}

      <section aria-labelledby="landing-heading" className="flex flex-col items-center gap-4 px-gutter pt-12 pb-10 text-center">
        <p className="rounded-pill bg-accent px-3 py-1 text-xs font-semibold text-accent-foreground">게임 컬렉션 · 리뷰 · 위시리스트</p>
        <h1 id="landing-heading" className="text-3xl leading-tight font-extrabold break-keep">
          내 모든 게임을
          <br />
          하나의 선반에
        </h1>
        <p className="max-w-[340px] text-[15px] text-muted-foreground break-keep">
          플랫폼마다 흩어진 게임, 사고 싶은 게임, 다 깬 게임까지. 게임셸프에서 한 번에 정리하세요.
        </p>
        <div className="mt-2 flex w-full max-w-[340px] flex-col gap-2">
          <UiLink href={paths.home} className={buttonVariants({ size: 'lg' })}>
            시작하기
          </UiLink>
          <UiLink href={paths.games} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            게임 둘러보기
          </UiLink>
        </div>
      </section>

      <section aria-labelledby="landing-pitches" className="flex flex-col gap-3 px-gutter pb-10">
        <h2 id="landing-pitches" className="sr-only">
          게임셸프로 할 수 있는 것
        </h2>
        <ul className="flex flex-col gap-3">
          {PITCHES.map((pitch) => (
            <li key={pitch.title} className="flex gap-4 rounded-2xl border border-border bg-card p-5 text-card-foreground">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground [&_svg]:size-5">
                {pitch.icon}
              </span>
              <div className="flex flex-col gap-1">
                <h3 className="text-base font-bold">{pitch.title}</h3>
                <p className="text-sm text-muted-foreground break-keep">{pitch.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="landing-voices" className="flex flex-col gap-3 bg-muted px-gutter py-10">
        <h2 id="landing-voices" className="text-lg font-bold">
          먼저 써본 플레이어들의 이야기
        </h2>
        <ul className="flex flex-col gap-3">
          {TESTIMONIALS.map((voice) => (
            <li key={voice.who}>
              <figure className="rounded-2xl bg-card p-5 text-card-foreground">
                <blockquote className="text-[15px] break-keep">“{voice.quote}”</blockquote>
                <figcaption className="mt-2 text-xs text-muted-foreground">{voice.who}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      {/* The bottom padding keeps the footer clear of the floating '맨 위로' button when scrolled to the end. */}
      <footer className="mt-auto flex flex-col items-center gap-3 px-gutter pt-8 pb-20 text-center text-sm text-muted-foreground">
        <nav aria-label="약관과 안내" className="flex flex-wrap justify-center gap-1">
          {[
            { href: paths.notice(PRIVACY_NOTICE_ID), label: '개인정보처리방침' },
            { href: paths.notice(TERMS_NOTICE_ID), label: '이용약관' },
            { href: paths.notices, label: '공지사항' },
          ].map((link) => (
            <UiLink key={link.label} href={link.href} className={buttonVariants({ variant: 'ghost', size: 'sm', tone: 'muted' })}>
              {link.label}
            </UiLink>
          ))}
        </nav>
        <p>Google • Kakao 간편 로그인</p>
        <p className="text-xs">© 2026 GameShelf</p>
      </footer>
      {/* No bottom navigation here: the button sits at the bottom edge, below the footer's padding. */}
      <ScrollToTopButton aboveBottomNav={false} />
    </div>
  );
}

export { LandingScreen as Component };
