// Every e-mail, in both languages, against caniemail's data (caniemail.com) for the mail programs our
// visitors and the sales team read them in: Outlook for Windows, Gmail (web and apps) and Apple Mail
// (macOS and iOS). Nothing the markup asks for may be unsupported there; what is supported only in
// part is listed below, each with why it holds in these e-mails. And the two things Outlook for
// Windows gets wrong unless told: the font (Times when the first family of the stack is one Windows
// lacks) and the buttons (it ignores a link's padding).
import { caniemail, rawData } from 'caniemail';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '#schemas/locale';
import { SAMPLE_MAILS, SAMPLE_TOKEN, type SampleMail } from './samples';

const CLIENTS: Parameters<typeof caniemail>[0]['clients'] = [
  'outlook.windows',
  'gmail.desktop-webmail',
  'gmail.ios',
  'gmail.android',
  'gmail.mobile-webmail',
  'apple-mail.macos',
  'apple-mail.ios',
];

/** Supported in part by one of the clients: why each is sound as these e-mails use it. */
const PARTIAL: Record<string, string> = {
  '<body> element': 'Gmail turns <body> into a <div>: React Email’s Body repeats the background on the table cell around the e-mail, which Gmail keeps.',
  background: 'Outlook reads only colours from `background`: the e-mails set `background-color` alone (caniemail counts it under `background`).',
  border: 'Outlook draws borders up to 8px and not reliably on <p> or <div>: the one border is the 1px rule above the footer, on <hr>.',
  display:
    'Outlook knows `display: none` only, Gmail’s apps miss flex and grid: the only `display` is the button’s `inline-block`, which Outlook ' +
    'replaces by React Email’s spacers (see the button check below).',
  'font-size': 'Outlook does not read `rem`: every size is in px.',
  'font-weight': 'Outlook makes 600 and above bold, below it normal: the e-mails use 600 for bold, nothing else.',
  'line-height': 'Outlook reads px line heights loosely: each one comes with `mso-line-height-rule: exactly`, which fixes it there.',
  margin: 'Outlook and Gmail drop negative margins, Outlook also margins on <span> and <body> and `auto`: margins here are positive, on <p> and <hr>.',
  'max-width':
    'Outlook reads `max-width` on tables only, and iOS’s Mail not on tables: the column’s 560px is a table’s `max-width` for the others, ' +
    'an Outlook-only fixed-width table around it for Outlook, and wider than any phone on iOS.',
  padding: 'Outlook pads table cells only: the column and the detail rows pad their cells; the button’s padding is redone by React Email’s spacers.',
  'text-align': 'Outlook and Gmail’s apps miss the flow-relative `start`/`end` and `match-parent`: the e-mails align `left` and `center`.',
  'text-decoration':
    'Outlook takes one value at a time, Gmail’s apps none for addresses outside Gmail: links and buttons set one line (`underline` or ' +
    '`none`) and read right either way.',
  'width property': 'Outlook ignores `width` on <p>, <div>, <span>, <img> and <body>: the widths here are on tables, their rows and the rule (<hr>).',
  'dir attribute':
    'Set once, `ltr` on <html> (React Email’s Html): Outlook’s bug is with `dir` on links, and Gmail’s mobile web turns a whole e-mail ' +
    'right-to-left only when it holds right-to-left text, whatever the attribute.',
  'width attribute': 'Outlook does not scale attribute widths at 120 dpi: the Outlook-only table sets its 560px in CSS too; no image is sized by attribute.',
};

/**
 * Not supported at all by one of the clients, allowed because that client does on its own what the
 * markup asks: React Email's links and buttons ask for a new window (`target="_blank"`), Gmail forces
 * it on every link, and Outlook and Apple Mail, which support it in part, open links in one anyway.
 */
const FORCED: Record<string, { client: string; note: RegExp }> = {
  'target attribute': { client: 'gmail', note: /target="_blank"` is forced on all links/ },
};

const mails = LOCALES.flatMap((locale) => (Object.keys(SAMPLE_MAILS) as SampleMail[]).map((name) => ({ name, locale, mail: SAMPLE_MAILS[name](locale) })));
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const styleOf = (el: Element, property: string) =>
  (el.getAttribute('style') ?? '')
    .split(';')
    .map((d) => d.split(':').map((s) => s.trim()))
    .find(([p]) => p === property)?.[1];
/** A link drawn as a button: one with a background. */
const isButton = (a: Element) => styleOf(a, 'background-color') ?? styleOf(a, 'background');

describe.each(mails)('the e-mail $name ($locale)', ({ mail }) => {
  const { issues } = caniemail({ clients: CLIENTS, html: mail.html });
  const titles = (map: typeof issues.errors) => [...new Set([...map.values()].flat().map((i) => i.title))].sort();

  it('asks for nothing Outlook for Windows, Gmail or Apple Mail lacks', () => {
    expect(titles(issues.errors).filter((t) => !(t in FORCED))).toEqual([]);
  });

  it('uses only the partly supported features it has a reason for', () => {
    expect(titles(issues.warnings).filter((t) => !(t in PARTIAL) && !(t in FORCED))).toEqual([]);
  });

  it('writes every text in a family Outlook for Windows has, falling back to Arial or Helvetica, then sans-serif', () => {
    const doc = parse(mail.html);
    const stacks = [...doc.querySelectorAll('[style*="font-family"]')].map((el) => styleOf(el, 'font-family') ?? '');
    expect(stacks.length).toBeGreaterThan(0);
    for (const stack of new Set(stacks)) {
      const families = stack.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, ''));
      // Outlook takes the first family only, and Times New Roman when Windows lacks it (Windows maps Helvetica to Arial).
      expect(['Segoe UI', 'Arial', 'Helvetica'], stack).toContain(families[0]);
      expect(families.at(-1), stack).toBe('sans-serif');
      expect(families, stack).toEqual(expect.arrayContaining(['Arial', 'Helvetica']));
    }
    // Outlook gives a paragraph, a cell or a link its own default font (Times) unless it names one itself.
    for (const el of doc.querySelectorAll('p, th, td, a'))
      if ([...el.childNodes].some((n) => n.nodeType === n.TEXT_NODE && n.textContent?.trim())) expect(styleOf(el, 'font-family'), el.outerHTML).toBeTruthy();
  });

  it('stays well under the size past which Gmail clips a message (102 KB)', () => {
    expect(new TextEncoder().encode(mail.html).length).toBeLessThan(102_000 / 4);
  });

  it('names a lead link’s token in the HTML only in the link’s address', () => {
    expect(mail.html.replace(/ href="[^"]*"/g, '')).not.toContain(SAMPLE_TOKEN);
  });

  it('lays out in tables, in a column Outlook for Windows keeps at 560px', () => {
    const doc = parse(mail.html);
    expect(doc.querySelectorAll('div[style*="max-width"]')).toHaveLength(0);
    expect(mail.html).toMatch(/<!--\[if mso\]><table [^>]*width="560"[^>]*style="width:560px"/);
  });

  it('draws its buttons for Outlook for Windows with the spacers it reads instead of padding', () => {
    const doc = parse(mail.html);
    const buttons = [...doc.querySelectorAll('a')].filter(isButton);
    for (const a of buttons) {
      expect(styleOf(a, 'mso-padding-alt'), a.outerHTML).toBe('0px');
      expect(a.innerHTML, a.outerHTML).toMatch(/^<span><!--\[if mso\]><i style="mso-font-width:[\d.]+%;mso-text-raise:[\d.]+" hidden>/);
      expect(styleOf(a, 'border-radius')).toBeUndefined();
    }
  });
});

it('has a button in every e-mail but the sales notice (so the button check above checks something)', () => {
  const withButtons = mails.filter(({ mail }) => [...parse(mail.html).querySelectorAll('a')].some(isButton));
  expect(new Set(withButtons.map((m) => m.name))).toEqual(
    new Set<SampleMail>([
      'bookingConfirmation',
      'bookingMoved',
      'bookingCancelled',
      'newsletterConfirmation',
      'newsletterWelcome',
      'privacyLinkExport',
      'privacyLinkErase',
    ]),
  );
});

it('keeps its list of allowances true to caniemail’s data and to the e-mails', () => {
  const used = new Set(mails.flatMap(({ mail }) => [...caniemail({ clients: CLIENTS, html: mail.html }).issues.warnings.values()].flat().map((i) => i.title)));
  // No reason kept for a feature the e-mails no longer use.
  expect(Object.keys(PARTIAL).filter((t) => !used.has(t))).toEqual([]);
  for (const [title, { client, note }] of Object.entries(FORCED)) {
    const feature = rawData.data.find((f) => f.title === title);
    expect(
      Object.values(feature?.notes_by_num ?? {}).some((n) => note.test(n)),
      `${title} in ${client}`,
    ).toBe(true);
  }
});
