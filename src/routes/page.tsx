import { data } from 'react-router';
import { cmsPageHeaders, loadCmsPage } from '../cms/page-loader.server';
import { CmsPage } from '../components/CmsPage';
import { headMeta } from '../seo/head';
import type { Route } from './+types/page';

// `url` is the normalised location (React Router 8 keeps `.data` suffixes in `request.url`).
export async function loader(args: Route.LoaderArgs) {
  const page = await loadCmsPage(args);
  return data(page, { headers: await cmsPageHeaders(page) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? headMeta(loaderData.head) : []);

export default function Page({ loaderData }: Route.ComponentProps) {
  const { locale, slug, previewToken, dehydratedState } = loaderData;
  return <CmsPage locale={locale} slug={slug} previewToken={previewToken} dehydratedState={dehydratedState} />;
}
