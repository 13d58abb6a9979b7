// @vitest-environment jsdom
// Issue 16: the review form's SPEC 5 checks, the average and aggregateRating, the EAN-13 of the loyalty card (checked
// against a published GS1 example), and the stories of the reviews and loyalty card views, rendered in Estonian.
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as reviewsStories from '../../src/components/product/reviews-view.stories';
import { ean13CheckDigit, ean13Modules, isEan13, loyaltyCardNumber, loyaltyPoints } from '../../src/domain/loyalty';
import { EMPTY_REVIEW, aggregateRating, averageRating, validateReview } from '../../src/domain/reviews';
import * as loyaltyStories from '../../src/pages/account/loyalty-card-view.stories';

setProjectAnnotations(preview);
afterEach(cleanup);

const reviews = composeStories(reviewsStories);
const loyalty = composeStories(loyaltyStories);

describe('review rules', () => {
  it("asks for every field with SPEC 5's messages, the name 2 letters, a valid e-mail and 1-5 stars", () => {
    expect(validateReview(EMPTY_REVIEW)).toEqual({
      rating: 'required',
      title: 'required',
      detail: 'required',
      nickname: 'required',
      email: 'required',
    });
    expect(validateReview({ rating: '6', title: 'a', detail: 'b', nickname: 'M.', email: 'mari@' })).toEqual({
      rating: 'required',
      nickname: 'nameMin2',
      email: 'email',
    });
    expect(validateReview({ rating: '5', title: 'a', detail: 'b', nickname: 'Ai', email: 'ai@example.ee' })).toEqual(
      {},
    );
  });

  it('averages to one decimal and leaves aggregateRating out without rated reviews', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(aggregateRating({ average: 4.3, rated: 3 })).toEqual({
      '@type': 'AggregateRating',
      ratingValue: '4.3',
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(aggregateRating({ average: 0, rated: 0 })).toBeUndefined();
    expect(aggregateRating(null)).toBeUndefined();
  });
});

describe('loyalty card number', () => {
  it('computes the GS1 check digit and the 95 modules of an EAN-13', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(isEan13('4006381333931')).toBe(true);
    expect(isEan13('4006381333932')).toBe(false);
    const modules = ean13Modules('4006381333931');
    expect(modules).toHaveLength(95);
    expect([modules.slice(0, 3), modules.slice(45, 50), modules.slice(92)]).toEqual(['101', '01010', '101']);
    // First digit 4: the left half's parity is L G L L G G.
    expect(modules.slice(3, 10)).toBe('0001101');
    expect(modules.slice(10, 17)).toBe('0100111');
  });

  it('gives each customer their own valid number and a point per whole euro', () => {
    expect(loyaltyCardNumber(1)).toBe('2700000000014');
    expect(new Set([1, 2, 3, 1234567].map(loyaltyCardNumber)).size).toBe(4);
    for (const id of [1, 42, 99_999, 2_147_483_647]) expect(isEan13(loyaltyCardNumber(id))).toBe(true);
    expect(loyaltyPoints([19.99, 50, 0.5])).toBe(69);
  });
});

describe('Product/ReviewsView', () => {
  it('shows the average, the count and each review as text', async () => {
    render(<reviews.WithReviews />);
    expect(screen.getByRole('heading', { name: 'Arvustused' })).toBeTruthy();
    expect(screen.getByText('2 arvustust')).toBeTruthy();
    expect(screen.getByText('4,5')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const list = document.querySelector('.reviews__list') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('img')
        .map((stars) => stars.getAttribute('aria-label')),
    ).toEqual(['5 tärni viiest', '4 tärni viiest']);
    expect(screen.getAllByRole('img', { name: '4,5 tärni viiest' })).toHaveLength(1);
  });

  it('says when there are none, when loading failed, after sending and what is wrong', async () => {
    render(<reviews.NoReviews />);
    expect(screen.getByText('Arvustusi veel pole. Kirjuta esimene!')).toBeTruthy();
    cleanup();
    render(<reviews.LoadFailed />);
    expect(screen.getByRole('alert').textContent).toContain('Arvustusi ei õnnestunud laadida.');
    cleanup();
    render(<reviews.AwaitingModeration />);
    expect(screen.getByRole('status').textContent).toContain('ootab modereerimist');
    cleanup();
    render(<reviews.Invalid />);
    const form = document.querySelector('form') as HTMLFormElement;
    expect(within(form).getAllByText('Väli on kohustuslik')).toHaveLength(3);
    expect(within(form).getByText('Nimes peab olema vähemalt 2 tähte.')).toBeTruthy();
  });
});

describe('Pages/Account/LoyaltyCardView', () => {
  it('offers to join, shows the card with its barcode and points, and a failure', () => {
    render(<loyalty.NotMember />);
    expect(screen.getByRole('button', { name: 'Liitu kliendiprogrammiga' })).toBeTruthy();
    cleanup();
    render(<loyalty.Member />);
    const barcode = screen.getByRole('img', { name: 'Kliendikaardi ribakood 2700000000014' });
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(20);
    expect(screen.getByText('Sul on 148 punkti.')).toBeTruthy();
    cleanup();
    render(<loyalty.LoadFailed />);
    expect(screen.getByRole('alert').textContent).toContain('Kliendikaarti ei õnnestunud laadida.');
  });
});
