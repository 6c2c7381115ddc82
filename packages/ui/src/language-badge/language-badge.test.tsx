import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { LanguageBadge } from './language-badge';

describe('LanguageBadge', () => {
  it('shows its label with the tone, filled for official and outlined for a community patch', async () => {
    await render(
      <div>
        <LanguageBadge label="한국어 지원" tone="official" />
        <LanguageBadge label="유저 한글패치" tone="community" />
      </div>,
    );
    const [official, community] = [...document.querySelectorAll<HTMLElement>('[data-slot="language-badge"]')];
    expect(official).toHaveAttribute('data-tone', 'official');
    expect(community).toHaveAttribute('data-tone', 'community');
    await expect.element(page.getByText('한국어 지원')).toBeVisible();
    expect(getComputedStyle(official!).backgroundColor).not.toBe(getComputedStyle(community!).backgroundColor);
    await expectNoAxeViolations();
  });

  it('passes axe in the dark theme', async () => {
    document.documentElement.classList.add('dark');
    try {
      await render(
        <div className="bg-background p-2">
          <LanguageBadge label="한국어 지원" tone="official" />
          <LanguageBadge label="유저 한글패치" tone="community" />
        </div>,
      );
      await expectNoAxeViolations();
    } finally {
      document.documentElement.classList.remove('dark');
    }
  });

  it('cuts a long label off inside a narrow container instead of overflowing', async () => {
    await render(
      <div style={{ width: 60 }} className="flex flex-col">
        <LanguageBadge label="아주 긴 한국어 지원 안내 문구" tone="official" />
      </div>,
    );
    const badge = document.querySelector<HTMLElement>('[data-slot="language-badge"]')!;
    expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(60);
  });
});
