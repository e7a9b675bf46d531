import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PageBody } from '../../server/page-body';
import { CSP_NONCE } from '../../src/security/nonce';
import { renderWithSite } from '../../tests/support/render';
import { Faq } from './Faq';
import { faqFixtures } from './fixtures';

describe('Faq', () => {
  it('lists the questions closed, and opens an answer on click', async () => {
    renderWithSite(<Faq {...faqFixtures.en.homeowners} />);
    const section = screen.getByRole('region', { name: 'Questions homeowners ask' });
    const question = within(section).getByText('Does it cost anything?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(question);
    expect(details.open).toBe(true);
    // Two paragraphs from the blank line.
    expect(details.querySelectorAll('p')).toHaveLength(2);
  });

  it('describes the questions as an FAQPage for search engines, safely', () => {
    const { container } = renderWithSite(<Faq {...faqFixtures.fr.homeowners} items={[{ question: 'Q?', answer: 'A </script><script>alert(1)</script>' }]} />, {
      locale: 'fr',
    });
    const script = container.querySelector('script[type="application/ld+json"]')!;
    const data: unknown = JSON.parse(script.textContent ?? '');
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { text: 'A </script><script>alert(1)</script>' } }],
    });
    expect(script.innerHTML).not.toContain('</script>');
  });

  it('writes no character HTML could read as markup in its JSON-LD, and no nonce the server would fill (issue 39)', () => {
    const hostile = `A </script><script nonce="__csp_nonce__">window.__pwn=1</script> & <!-- --> \u2028`;
    const { container } = renderWithSite(<Faq {...faqFixtures.en.homeowners} items={[{ question: hostile, answer: hostile }]} />);
    const script = container.querySelector('script[type="application/ld+json"]')!;
    expect(script.innerHTML).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(script.textContent ?? '')).toMatchObject({ mainEntity: [{ name: hostile, acceptedAnswer: { text: hostile } }] });
    const html = container.innerHTML;
    expect(
      PageBody.of(Buffer.from(html), [CSP_NONCE])
        .fill({ [CSP_NONCE]: () => 'REAL' })
        .toString(),
    ).toBe(html);
  });
});
