// What a lead carries of the visit that produced it: the campaign (utm_*), Google's click ids (only
// with advertising consent), the page the visit landed on and the site it came from. Captured in the
// browser on landing, sent with every form, checked by the server (src/forms/attribution.server.ts)
// and stored on the submission in Directus, one field each, so marketers can filter by them.

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** Advertising identifiers: kept only when the visitor allowed advertising. */
export const CLICK_ID_PARAMS = ['gclid', 'gbraid', 'wbraid'] as const;

/**
 * `keyword_match`: the message-match entry the landing page showed (issue 43: its `data-match`), kept
 * only when it is an entry of that page (src/forms/attribution.server.ts).
 */
export const ATTRIBUTION_FIELDS = [...UTM_PARAMS, ...CLICK_ID_PARAMS, 'landing_path', 'referrer', 'keyword_match'] as const;
export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

/** Longest value kept for each field (URLs and click ids are long; campaign names are not). */
export const ATTRIBUTION_MAX_LENGTH: Record<AttributionField, number> = {
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 300,
  gbraid: 300,
  wbraid: 300,
  landing_path: 500,
  referrer: 500,
  keyword_match: 40,
};
