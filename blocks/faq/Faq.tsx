import { useId } from 'react';
import { useEditable } from '#kit/cms/editable';
import { scriptJson } from '#kit/html/script-json';
import { BlockSection } from '#kit/ui/BlockSection';
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
    <BlockSection
      block="faq"
      space="md"
      labelledBy={headingId}
      inner={{ className: styles.inner }}
      after={<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: faqJsonLd(items) }} />}
    >
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
    </BlockSection>
  );
}
