// The French pass: no screenshots (the baselines are the stories' own, in .storybook/vitest.setup.ts);
// each story must render in French, in the site's French (<div lang="fr-CA">), with something in it.
import { afterEach, expect } from 'vitest';

afterEach(() => {
  // The preview's decorator wraps every story in <div lang>, the page's language as the site sets it.
  const french = document.querySelector('[lang="fr-CA"]');
  expect(french, 'the story did not render in French').not.toBeNull();
  expect(french?.textContent?.trim().length ?? 0, 'the story rendered nothing').toBeGreaterThan(0);
});
