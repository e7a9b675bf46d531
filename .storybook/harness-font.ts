// The test harness's font for the stories' screenshots (tests/support/harness-font.ts says why): loaded
// by vitest.setup.ts only, so Storybook itself (npm run storybook) shows the site's own font stack.
import w400 from '@fontsource/noto-sans/400.css?inline';
import w400i from '@fontsource/noto-sans/400-italic.css?inline';
import w600 from '@fontsource/noto-sans/600.css?inline';
import w600i from '@fontsource/noto-sans/600-italic.css?inline';
import w700 from '@fontsource/noto-sans/700.css?inline';
import w700i from '@fontsource/noto-sans/700-italic.css?inline';
import w800 from '@fontsource/noto-sans/800.css?inline';
import w800i from '@fontsource/noto-sans/800-italic.css?inline';
import { harnessFontCss, withHarnessFont } from '../tests/support/harness-font.ts';

/** Vite serves the faces (the `?inline` stylesheets name their files by URL); the weights the site's CSS uses. */
const css = harnessFontCss([w400, w400i, w600, w600i, w700, w700i, w800, w800i]);

/**
 * The story's document draws in the harness font, and so does any frame a story fills from markup (the
 * e-mails' srcdoc frames): the stylesheet goes into the markup itself, so the frame's first layout,
 * and what the story measures on its load, already use it.
 */
export function drawInHarnessFont(): void {
  const style = document.createElement('style');
  style.dataset['harnessFont'] = '';
  style.textContent = css;
  document.head.append(style);
  // On the frames' prototype only (Element's own setAttribute stays as it is, and is what this calls).
  HTMLIFrameElement.prototype.setAttribute = function (this: HTMLIFrameElement, name: string, value: string) {
    Element.prototype.setAttribute.call(this, name, name.toLowerCase() === 'srcdoc' ? withHarnessFont(value, css) : value);
  };
  const srcdoc = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'srcdoc');
  Object.defineProperty(HTMLIFrameElement.prototype, 'srcdoc', {
    ...srcdoc,
    set(this: HTMLIFrameElement, value: string) {
      srcdoc?.set?.call(this, withHarnessFont(value, css));
    },
  });
}
