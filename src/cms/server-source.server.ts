import { serverConfig } from '../config.server';
import { contentService } from './content.server';
import { verifyPreviewToken } from './preview.server';
import type { ContentSource } from './source';

export const serverContentSource: ContentSource = {
  page: ({ locale, slug, previewToken }) =>
    contentService().page(locale, slug, { preview: verifyPreviewToken(serverConfig().previewSecret, previewToken) }),
};
