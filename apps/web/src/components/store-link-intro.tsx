import { useId, type ReactNode } from 'react';
import { ShieldCheck, type LucideIcon } from 'lucide-react';

/** The connect page's opening: the store's mark, 'Connect your {store} account' and what it is for. */
function StoreLinkHeading({ mark, store }: { mark: ReactNode; store: string }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {mark}
      <h2 className="text-xl font-bold">{store} 계정을 연결해 보세요</h2>
      <p className="text-sm text-muted-foreground">
        {store}에서 보유한 게임을 불러와
        <br />
        게임셸프에서 한눈에 관리할 수 있어요.
      </p>
    </div>
  );
}

export interface StoreLinkBenefit {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** What linking a store (Steam, GOG) brings, one card a benefit, under a heading for screen readers. */
function StoreLinkBenefits({ benefits }: { benefits: readonly StoreLinkBenefit[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="sr-only">
        연동하면 좋은 점
      </h3>
      <ul className="flex flex-col gap-2">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground">
            <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-5" />
            </span>
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="text-[15px] font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What a store link collects and keeps ('개인정보 안내'). */
function StoreLinkPrivacyNote({ notes }: { notes: readonly string[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-xl bg-muted p-4">
      <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold">
        <ShieldCheck aria-hidden className="size-4 text-success" />
        개인정보 안내
      </h3>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-[13px] text-muted-foreground">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </section>
  );
}

export interface StoreLinkIntroProps {
  /** The store's name as the copy says it ('Steam', 'GOG'). */
  store: string;
  /** The store's mark, drawn by us. */
  mark: ReactNode;
  benefits: readonly StoreLinkBenefit[];
  /** What is collected and kept (spec 3 §2.2, §2.3). */
  privacyNotes: readonly string[];
}

/** A store connect page's body (Steam, GOG): the opening, what linking brings, and the privacy note. */
export function StoreLinkIntro({ store, mark, benefits, privacyNotes }: StoreLinkIntroProps) {
  return (
    <>
      <StoreLinkHeading mark={mark} store={store} />
      <StoreLinkBenefits benefits={benefits} />
      <StoreLinkPrivacyNote notes={privacyNotes} />
    </>
  );
}
