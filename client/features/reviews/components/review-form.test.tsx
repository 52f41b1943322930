import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { catalogues } from '@common/i18n/catalogues';
import type { Language } from '@common/i18n/languages';
import { REVIEW_LIMITS } from '@common/schemas/reviews';
import { getI18n, setI18n } from '@/lib/i18n/react';
import { createTranslator, type Resources } from '@/lib/i18n/translator';
import { ReviewForm } from './review-form';

const before = getI18n();
afterEach(cleanup);
afterAll(() => before && setI18n(before));
const use = (language: Language) => setI18n(createTranslator({ language, resources: catalogues[language] as unknown as Resources }));

describe('ReviewForm', () => {
  it('says what is missing in the reader’s language before anything is sent, not the schema’s keys', () => {
    for (const [lang, stars, body] of [
      ['en', 'Choose 1 to 5 stars', `Your review must be at least ${REVIEW_LIMITS.bodyMin} characters`],
      ['es', catalogues.es.errors.reviews.stars, catalogues.es.errors.reviews.bodyTooShort.replace('{{minimum}}', String(REVIEW_LIMITS.bodyMin))],
    ] as const) {
      use(lang);
      const { container } = render(
        <QueryClientProvider client={new QueryClient()}>
          <ReviewForm farmId={1} farmName="Brennan U-Pick" />
        </QueryClientProvider>,
      );
      fireEvent.submit(container.querySelector('form')!);
      expect(screen.getByText(stars)).toBeTruthy();
      expect(screen.getByText(body)).toBeTruthy();
      expect(container.textContent).not.toContain('errors:');
      cleanup();
    }
  });
});
