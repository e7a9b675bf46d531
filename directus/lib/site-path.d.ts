export function normalizeSlug(slug: unknown): string;
export function sitePath(collection: 'pages' | 'posts', locale: string, slug: unknown): string;
export function toTime(value: unknown): number;
