// French first (issue 41): what publishing a page asks of its twin, and what the marketer is told.
import { describe, expect, it } from 'vitest';
import { publishProblem, publishRefusal, type Publishing } from './publish-rules.ts';

const page = (more: Partial<Publishing> = {}): Publishing => ({
  locale: 'en',
  variant: null,
  one_language: false,
  one_language_note: null,
  confirm_outdated_twin: false,
  ...more,
});

describe('publishing a page', () => {
  it('is refused without a twin, unless the page is one-language with a note why', () => {
    expect(publishProblem(page(), null)).toEqual({ kind: 'missing-twin', locale: 'en' });
    expect(publishProblem(page({ one_language: true }), null)).toEqual({ kind: 'missing-twin', locale: 'en' });
    expect(publishProblem(page({ one_language: true, one_language_note: '  ' }), null)).toEqual({ kind: 'missing-twin', locale: 'en' });
    expect(publishProblem(page({ one_language: true, one_language_note: 'English-only campaign' }), null)).toBeNull();
  });

  it('asks an English page whose French twin is outdated for a confirmation, and nothing of a French one', () => {
    expect(publishProblem(page(), { translation_state: 'outdated' })).toEqual({ kind: 'outdated-french' });
    expect(publishProblem(page({ confirm_outdated_twin: true }), { translation_state: 'outdated' })).toBeNull();
    expect(publishProblem(page(), { translation_state: 'in_step' })).toBeNull();
    expect(publishProblem(page({ locale: 'fr' }), { translation_state: 'outdated' })).toBeNull();
  });

  it('leaves a version of an A/B test alone: both languages are made together', () => {
    expect(publishProblem(page({ variant: 'B' }), null)).toBeNull();
  });

  it('says why in the marketer’s language, naming the fields to tick', () => {
    expect(publishRefusal({ kind: 'missing-twin', locale: 'en' }, false)).toMatch(/no French version.*“One language only”.*“Why one language only”/);
    expect(publishRefusal({ kind: 'missing-twin', locale: 'fr' }, false)).toMatch(/no English version/);
    expect(publishRefusal({ kind: 'missing-twin', locale: 'en' }, true)).toMatch(
      /pas de version française.*« Une seule langue ».*« Pourquoi une seule langue »/,
    );
    expect(publishRefusal({ kind: 'outdated-french' }, false)).toMatch(/“Publish though the French version is outdated”/);
    expect(publishRefusal({ kind: 'outdated-french' }, true)).toMatch(/« Publier même si la version française est périmée »/);
  });
});
