import { data } from 'react-router';
import { cmsPageHeaders, loadCmsPage } from '../pages/page-loader.server';
import { momentOf } from '../pages/judged-at.server';
import { CmsPage } from '../components/CmsPage';
import { PageForms } from '../components/PageForms';
import { pageForms, pageFormAction } from '../forms/page-action.server';
import { headMeta } from '../seo/head';
import type { Route } from './+types/page';

// `url` is the normalised location (React Router 8 keeps `.data` suffixes in `request.url`).
export async function loader(args: Route.LoaderArgs) {
  // The request's one moment for what is live and for how long it may be cached.
  const judgedAt = momentOf(args.context);
  const page = await loadCmsPage(args, { judgedAt });
  // After a plain form's post/redirect/get: its thanks, for this visitor only.
  const { forms, headers } = pageForms(args.url);
  return data({ ...page, forms }, { headers: headers ?? (await cmsPageHeaders(page, judgedAt)) });
}

/** A form posted without JavaScript (src/forms/page-action.server.ts). */
export async function action(args: Route.ActionArgs) {
  return pageFormAction(args);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) =>
  errorHeaders ?? (actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? headMeta(loaderData.head) : []);

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageForms states={actionData?.forms ?? loaderData.forms} notice={actionData?.notice}>
      <CmsPage view={loaderData.view} />
    </PageForms>
  );
}
