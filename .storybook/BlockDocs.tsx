// The docs page of every block: when to use it (the meta's description), which CMS fields feed it
// (read from the block's own directus.ts, so the table cannot drift from the CMS), then its stories.
import { Description, Primary, Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import type { CollectionDef } from '#kit/cms/fields';

const collections = import.meta.glob<{ cmsCollection: CollectionDef }>('../blocks/*/directus.ts', { eager: true });

function cmsFor(fileName: unknown): CollectionDef | undefined {
  const folder = typeof fileName === 'string' ? /blocks\/([^/]+)\//.exec(fileName)?.[1] : undefined;
  return folder ? collections[`../blocks/${folder}/directus.ts`]?.cmsCollection : undefined;
}

const english = (translations: { language: string; translation: string }[] | null | undefined) =>
  translations?.find((t) => t.language === 'en-US')?.translation;

// A choice's text is in English and French (kit/cms/fields.ts: Choice); the docs are in English.
const choicesOf = (options: Record<string, unknown> | null | undefined): string[] => {
  const choices = options?.['choices'];
  return Array.isArray(choices)
    ? choices.flatMap((c: unknown) =>
        typeof c === 'object' && c !== null && 'text' in c && typeof c.text === 'object' && c.text !== null && 'en' in c.text && typeof c.text.en === 'string'
          ? [c.text.en]
          : [],
      )
    : [];
};

export function BlockDocs() {
  const meta = useOf('meta', ['meta']);
  const cms = cmsFor(meta.preparedMeta.parameters['fileName']);
  return (
    <>
      <Title />
      <Description />
      <Primary />
      {cms && (
        <>
          <h2>CMS fields</h2>
          <p>
            Collection <code>{cms.collection}</code> in the Data Studio ({cms.meta.translations?.find((t) => t.language === 'en-US')?.singular}):{' '}
            {cms.meta.note?.en}
          </p>
          <table>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Label</th>
                <th scope="col">Required</th>
                <th scope="col">What it is for</th>
              </tr>
            </thead>
            <tbody>
              {cms.fields
                .filter((f) => !f.meta.hidden)
                .map((f) => (
                  <tr key={f.field}>
                    <td>
                      <code>{f.field}</code>
                    </td>
                    <td>{english(f.meta.translations) ?? f.field}</td>
                    <td>{f.meta.required ? 'yes' : 'no'}</td>
                    <td>
                      {f.meta.note?.en ?? ''}
                      {choicesOf(f.meta.options).length > 0 && <> Choices: {choicesOf(f.meta.options).join('; ')}.</>}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      )}
      <Stories />
    </>
  );
}
