// What the Studio is told of a schema's limits: read from the schema itself, so a limit is written once.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withSchemaLimits } from './block-collection';
import { field } from './fields';
import { objectFields, schemaLimits } from './limits';

const schema = z.object({
  id: z.number(),
  heading: z.string().trim().min(1).max(70),
  note: z.string().max(200).nullish(),
  items: z
    .array(z.object({ value: z.string().trim().min(1).max(16), label: z.string().trim().min(1), more: z.string().nullish() }))
    .min(1)
    .max(6),
  image: z.object({ id: z.uuid(), width: z.number() }).nullish(),
  kind: z.enum(['a', 'b']).default('a'),
});

describe('a schema’s limits', () => {
  it('are its lengths, its lists’ counts and what must be typed, item fields included', () => {
    const limits = schemaLimits(schema);
    expect(limits['heading']).toEqual({ maxLength: 70, required: true });
    expect(limits['note']).toEqual({ maxLength: 200, required: false });
    expect(limits['kind']).toEqual({ required: false });
    expect(limits['items']).toEqual({
      minItems: 1,
      maxItems: 6,
      required: true,
      items: { value: { maxLength: 16, required: true }, label: { required: true }, more: { required: false } },
    });
    expect(objectFields(schema)).toEqual(['image']);
  });

  it('reach the Studio’s fields: a countdown, a list’s most items and its count, sub-fields’ lengths and required flags', () => {
    const [heading, items] = withSchemaLimits(
      [
        field.string('heading', { label: { en: 'Heading', fr: 'Titre' } }),
        field.repeater('items', [
          { field: 'value', name: { en: 'Figure', fr: 'Chiffre' }, type: 'string', interface: 'input' },
          { field: 'label', name: { en: 'Label', fr: 'Libellé' }, type: 'string', interface: 'input' },
        ]),
      ],
      schema,
    );
    expect(heading?.meta.options).toEqual({ softLength: 70 });
    expect(items?.meta.note).toEqual({ en: 'From 1 to 6 items.', fr: 'De 1 à 6 éléments.' });
    expect(items?.meta.options).toMatchObject({
      limit: 6,
      fields: [
        { field: 'value', meta: { required: true, options: { softLength: 16 } } },
        { field: 'label', meta: { required: true } },
      ],
    });
  });
});
