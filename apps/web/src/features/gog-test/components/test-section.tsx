import { useId, type ReactNode } from 'react';
import { cn } from '@gameshelf/ui';

export interface TestSectionProps {
  /** The step number shown before the title (spec 3 §2.6 lists five). */
  step: number;
  title: string;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Dims the section (the disabled token-info section). */
  inactive?: boolean;
  children: ReactNode;
}

/** One numbered card of the test page, named by its heading. */
export function TestSection({ step, title, description, inactive, children }: TestSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-inactive={inactive || undefined}
      className={cn('flex flex-col gap-3 rounded-xl border border-border p-4 text-card-foreground', inactive ? 'bg-muted/50' : 'bg-card')}
    >
      <div className="flex flex-col gap-1">
        <h2 id={id} className="text-base font-semibold">
          {step}. {title}
        </h2>
        {description != null && <div className="text-sm text-muted-foreground">{description}</div>}
      </div>
      {children}
    </section>
  );
}
