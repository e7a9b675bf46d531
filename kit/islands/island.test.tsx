import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { widgets } from '../../blocks/embed/widgets';
import { PageBody } from '../../server/page-body';
import { IntlRoot } from '../../src/i18n/IntlRoot';
import { CSP_NONCE } from '../../src/security/nonce';
import { messages } from '../i18n/messages';
import { Island, islandMessages, provideIslandRenderer } from './island';
import { defineIsland } from './island-definition';
import { IslandRoot } from './island-root';

describe('an island’s messages', () => {
  it('are only those its prefixes name, in the page’s language, already parsed for react-intl', () => {
    for (const locale of ['en', 'fr'] as const) {
      const game = islandMessages(widgets.upgrade_game, locale);
      const ids = Object.keys(game);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.every((id) => id.startsWith('game.'))).toBe(true);
      expect(ids).toEqual(Object.keys(messages[locale]).filter((id) => id.startsWith('game.')));
      // "{upgrade} is a reasonable choice…": a literal and an argument, not the raw text.
      expect(game['game.notYet']?.some((part) => 'value' in part && part.value === 'upgrade')).toBe(true);
    }
    expect(islandMessages(widgets.newsletter, 'fr')['form.email.label']).not.toEqual(islandMessages(widgets.newsletter, 'en')['form.email.label']);
  });
});

describe('an island’s props from the CMS (issue 39)', () => {
  const HOSTILE = `x"></div></script><script nonce="__csp_nonce__">window.__pwn=1</script><img src=x onerror="window.__pwn=1">javascript:alert(1)`;

  it('reach the page only escaped: in its state attribute and its server HTML, never as markup or a nonce the server would fill', async () => {
    const probe = defineIsland<{ text: string }>({
      load: () =>
        Promise.resolve(({ text }: { text: string }) => (
          <a href={text} title={text}>
            {text}
          </a>
        )),
      source: 'kit/islands/probe.tsx',
      props: (json) => ({ text: String(json['text']) }),
      messages: [],
      styles: 'kit/forms',
    });
    const render = await probe.load();
    provideIslandRenderer((_definition, state) => renderToString(<IslandRoot state={state} render={render} />, { identifierPrefix: state.prefix }));
    const html = renderToString(
      <IntlRoot locale="en">
        <Island name="probe" definition={probe} props={{ text: HOSTILE }} />
      </IntlRoot>,
    );
    const page = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
    expect(page.querySelectorAll('script, img, [onerror]')).toHaveLength(0);
    const island = page.querySelector<HTMLElement>('[data-island="probe"]');
    expect(island?.querySelectorAll('a')).toHaveLength(1);
    expect(island?.textContent).toBe(HOSTILE);
    // The browser reads the same props back.
    expect(z.object({ props: z.object({ text: z.string() }) }).parse(JSON.parse(island?.dataset['islandState'] ?? '')).props.text).toBe(HOSTILE);
    // And the server fills no nonce in anything the island holds.
    expect(
      PageBody.of(Buffer.from(html), [CSP_NONCE])
        .fill({ [CSP_NONCE]: () => 'REAL' })
        .toString(),
    ).toBe(html);
  });
});
