import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../test/axe';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it('reads a sale out in words: the discount and the regular price', async () => {
    await render(<PriceTag price="10,750원" regularPrice="21,500원" discountPercent={50} storeName="Steam" />);
    const tag = document.querySelector('[data-slot="price-tag"]')!;
    expect(tag.textContent).toContain('50% 할인, ');
    expect(tag.textContent).toContain('정가 21,500원');
    await expect.element(page.getByText('-50%')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('shows neither a discount nor a struck price at the regular price', async () => {
    await render(<PriceTag price="64,800원" regularPrice="64,800원" discountPercent={0} storeName="Steam" />);
    expect(document.querySelector('[data-slot="price-tag-discount"]')).toBeNull();
    expect(document.querySelector('s')).toBeNull();
  });

  it('shows the lowest-ever badge, or else the lowest price seen', async () => {
    const { rerender } = await render(<PriceTag price="8,000원" storeName="Steam" isLowest lowestNote="역대 최저 8,000원 · 2025.12.20" />);
    await expect.element(page.getByText('역대 최저가')).toBeVisible();
    expect(document.body.textContent).not.toContain('2025.12.20');
    await rerender(<PriceTag price="9,600원" storeName="Steam" lowestNote="역대 최저 8,000원 · 2025.12.20" />);
    await expect.element(page.getByText('역대 최저 8,000원 · 2025.12.20')).toBeVisible();
    expect(document.querySelector('[data-slot="price-tag-lowest"]')).toBeNull();
  });

  it('links the store in a new window, saying so', async () => {
    await render(<PriceTag price="무료" storeName="Steam" storeUrl="https://store.steampowered.com/app/570/" />);
    const link = page.getByRole('link', { name: 'Steam (새 창)' });
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations();
  });
});
