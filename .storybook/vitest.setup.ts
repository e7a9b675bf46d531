// Visual regression for every story, standing in locally for Chromatic: a screenshot of the story is
// compared with the committed baseline beside the stories (__screenshots__/). An unintended visual
// change fails `npm test`; an intended one is accepted with `npm run test:stories -- --update`.
// The stories draw in the harness's font (harness-font.ts), the same on every machine.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { harnessFontsLoaded } from '../tests/support/harness-font.ts';
import { drawInHarnessFont } from './harness-font.ts';

drawInHarnessFont();

afterEach(async () => {
  // A block's story shows one block, whose root carries data-block; the chrome's and the foundations'
  // stories are framed at the viewport's height (preview.tsx: parameters.frame = 'page').
  const root = document.querySelector('[data-story-frame]') ?? document.querySelector('[data-block]');
  if (!root) throw new Error('The story rendered no block (no [data-block] element) and no frame (parameters.frame)');
  if (root.getAttribute('data-story-frame') === 'no-screenshot') return;
  // A widget whose code is still on its way shows a placeholder (data-loading): wait for the widget,
  // so the screenshot is of the story and not of how fast this machine fetched a chunk.
  await expect.poll(() => root.querySelector('[data-loading]'), { timeout: 10_000 }).toBeNull();
  await harnessFontsLoaded();
  await expect.element(page.elementLocator(root)).toMatchScreenshot({
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixelRatio: 0.001 },
  });
});
