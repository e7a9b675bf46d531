import { useId } from 'react';
import { useEditable } from '#kit/cms/editable';
import { scriptJson } from '#kit/html/script-json';
import type { FaqBlock } from './schema';
import styles from './Faq.module.css';

/** FAQPage structured data, so search engines can show the answers. */
function faqJsonLd(items: FaqBlock['items']): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((i) => ({ '@type': 'Question', name: i.question, acceptedAnswer: { '@type': 'Answer', text: i.answer } })),
  };
  // Escaped for the script element (kit/html/script-json.ts): no answer can close it.
  return scriptJson(data);
}

/**
 * Questions that open one by one. Native <details>: keyboard operable and announced as expandable
 * with no JavaScript at all.
 */
export function Faq({ heading, intro, items }: FaqBlock) {
  const headingId = useId();
  // The Visual Editor's marks (edit mode only; nothing for visitors).
  const edit = useEditable();
  return (
    <section data-block="faq" className={styles.section} aria-labelledby={headingId}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading} {...edit('heading')}>
          {heading}
        </h2>
        {intro && (
          <p className={styles.intro} {...edit('intro')}>
            {intro}
          </p>
        )}
        <div className={styles.list} {...edit('items', 'drawer')}>
          {items.map((item, i) => (
            <details key={`${i}:${item.question}`} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <div className={styles.answer}>
                {item.answer.split(/\n\s*\n/).map((paragraph, j) => (
                  <p key={j}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />
    </section>
  );
}
